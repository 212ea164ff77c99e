// swift-tools-version:6.0
import PackageDescription

// Data flows from frames to verdicts and imports go the same way: KinesiaSupport (Foundation
// only) under everything; KinesiaMotion (the engine) and KinesiaMedia (frames over FFmpeg) side
// by side on it; KinesiaSynthetic (a synthetic body and camera, test machinery) on Motion;
// KinesiaPose (BlazePose over any frame source) on Motion and Media, KinesiaRender (the
// procedural person) on those and Synthetic; KinesiaHarness (manifests, their one reader and
// writer, and the runner) on Pose; KinesiaTesting on Harness; the `kinesia` tool on top. The
// tools that write manifests (Tools/) hand their entries to Harness; Render never imports it.
// Render and Harness are siblings: what a render writes into a manifest (a FixtureEntry) is built
// where both are imported, in the `kinesia` tool and the Tools.
// Each target declares every module it imports. Each C library is a system-library target
// wrapped once, by one module.
// No target carries unsafe build flags: SwiftPM refuses them in a package an app depends on by
// version (scripts/check-consumer proves it builds so).

let package = Package(
    name: "Kinesia",
    products: [
        .library(name: "KinesiaSupport", targets: ["KinesiaSupport"]),
        .library(name: "KinesiaMotion", targets: ["KinesiaMotion"]),
        .library(name: "KinesiaMedia", targets: ["KinesiaMedia"]),
        .library(name: "KinesiaPose", targets: ["KinesiaPose"]),
        .library(name: "KinesiaHarness", targets: ["KinesiaHarness"]),
        // For an app's test target: its manifests' fixtures as parameterized Swift Testing cases.
        .library(name: "KinesiaTesting", targets: ["KinesiaTesting"]),
        .library(name: "KinesiaRender", targets: ["KinesiaRender"]),
        .library(name: "KinesiaTestSupport", targets: ["KinesiaTestSupport"]),
        .executable(name: "kinesia", targets: ["kinesia"]),
    ],
    targets: [
        // JSON, hexadecimal digests, places in text and name suggestions: infrastructure
        // every module shares, not the motion domain.
        .target(name: "KinesiaSupport"),
        .target(name: "KinesiaMotion", dependencies: ["KinesiaSupport"]),
        // A synthetic 3D body and camera, for the renderer, the test support and the tools; the
        // shipping engine needs none of it.
        .target(name: "KinesiaSynthetic", dependencies: ["KinesiaMotion"]),
        .systemLibrary(
            name: "CFFmpeg",
            path: "Sources/CFFmpeg",
            pkgConfig: "libavformat",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev", "libswscale-dev", "libavdevice-dev"])]
        ),
        .target(name: "KinesiaMedia", dependencies: ["CFFmpeg", "KinesiaSupport"]),
        // OpenVINO's C API, installed by scripts/install-pose-runtime.sh.
        .systemLibrary(name: "COpenVINO", pkgConfig: "openvino_c"),
        .target(name: "KinesiaPose", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaMedia", "COpenVINO"]),
        // Labelled fixture videos of a procedural person at any camera (kinesia render).
        .target(name: "KinesiaRender", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaSynthetic", "KinesiaMedia"]),
        .systemLibrary(name: "CYaml", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .target(
            name: "KinesiaHarness", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaMedia", "KinesiaPose", "CYaml"],
            plugins: ["PoseCodeDigestPlugin"]),
        // The digest of the code that produces poses, made at build time: part of every pose
        // cache key, so a change to frames or poses misses the cache and an engine change does not.
        .executableTarget(name: "kinesia-pose-code-digest", dependencies: ["KinesiaSupport", "KinesiaMedia"]),
        .plugin(name: "PoseCodeDigestPlugin", capability: .buildTool(), dependencies: ["kinesia-pose-code-digest"]),
        .target(name: "KinesiaTesting", dependencies: ["KinesiaHarness"]),
        .target(name: "KinesiaTestSupport", dependencies: ["KinesiaMotion", "KinesiaSynthetic"]),
        .target(name: "KinesiaCommandLine", dependencies: ["KinesiaSupport"]),
        .executableTarget(
            name: "kinesia",
            dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaSynthetic", "KinesiaMedia", "KinesiaPose", "KinesiaHarness", "KinesiaCommandLine", "KinesiaRender"]),
        .testTarget(name: "KinesiaSupportTests", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaMotionTests", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaSynthetic", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaMediaTests", dependencies: ["KinesiaMedia", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaPoseTests", dependencies: ["KinesiaPose", "KinesiaMedia", "KinesiaMotion", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaHarnessTests", dependencies: ["KinesiaSupport", "KinesiaSynthetic", "KinesiaHarness", "KinesiaMedia", "KinesiaMotion", "KinesiaPose", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaRenderTests", dependencies: ["KinesiaSupport", "KinesiaSynthetic", "KinesiaRender", "KinesiaHarness", "KinesiaMotion", "KinesiaMedia", "KinesiaPose", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaCommandLineTests", dependencies: ["KinesiaSupport", "KinesiaCommandLine", "KinesiaMotion"]),
        // Runs the built `kinesia` tool end to end; depending on it makes `swift test` build it.
        .testTarget(name: "KinesiaToolTests", dependencies: ["kinesia", "KinesiaSupport", "KinesiaMotion", "KinesiaMedia", "KinesiaTestSupport"]),
        // Run by scripts/bench-*; not part of the shipped products.
        .executableTarget(
            name: "kinesia-bench-engine", dependencies: ["KinesiaMotion", "KinesiaTestSupport"],
            path: "Benchmarks/EngineBenchmark"),
        .executableTarget(name: "kinesia-bench-decode", dependencies: ["KinesiaMedia"], path: "Benchmarks/DecodeBenchmark"),
        // Writes the synthetic corpus and manifests/ci.yaml (scripts/make-corpus).
        .executableTarget(
            name: "kinesia-make-corpus", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaSynthetic", "KinesiaMedia", "KinesiaTestSupport", "KinesiaHarness"],
            path: "Tools/CorpusBuilder"),
        // Projects the CMU motion-capture segments into recordings and their entries (scripts/derive-mocap).
        .executableTarget(
            name: "kinesia-derive-mocap", dependencies: ["KinesiaSynthetic", "KinesiaRender", "KinesiaMedia", "KinesiaMotion", "KinesiaHarness"],
            path: "Tools/MocapRecordings"),
        .executableTarget(
            name: "kinesia-bench-render", dependencies: ["KinesiaSynthetic", "KinesiaRender", "KinesiaMedia", "KinesiaMotion"],
            path: "Benchmarks/RenderBenchmark"),
        // Writes docs/rendered-contact-sheet.png: rendered frames with BlazePose's keypoints drawn in.
        .executableTarget(
            name: "kinesia-render-sheet", dependencies: ["KinesiaSynthetic", "KinesiaRender", "KinesiaPose", "KinesiaMedia", "KinesiaMotion"],
            path: "Tools/ContactSheet"),
        // Compares BlazePose on a rendered video with the render's truth (scripts/render-accuracy).
        .executableTarget(name: "kinesia-render-check", dependencies: ["KinesiaSupport", "KinesiaMotion"], path: "Tools/RenderCheck"),
        .executableTarget(name: "kinesia-bench-pose", dependencies: ["KinesiaPose", "KinesiaMedia"], path: "Benchmarks/PoseBenchmark"),
        .executableTarget(
            name: "kinesia-bench-frame-digest", dependencies: ["KinesiaHarness", "KinesiaPose", "KinesiaMedia"],
            path: "Benchmarks/FrameDigestBenchmark"),
    ],
    swiftLanguageModes: [.v6]
)
