// swift-tools-version:6.0
import PackageDescription

// Data flows from frames to verdicts and imports go the same way: KinesiaSupport (Foundation
// only) under everything; KinesiaMotion (the engine) and KinesiaMedia (frames over FFmpeg) side
// by side on it; KinesiaSynthetic (a synthetic body and camera, test machinery) on Motion;
// KinesiaPose (BlazePose over any frame source) on Motion and Media, KinesiaRender (the
// procedural person) on those and Synthetic.
// The fixture harness is layered from the data up: KinesiaYAML (libyaml) on Support;
// KinesiaManifest (the fixture model, its one reader and writer, selection) on Motion and YAML;
// KinesiaResults (results, metrics, merged shards, the delta between runs) on Manifest;
// KinesiaReports (HTML, Markdown, JUnit, annotations, the console) on Results. None of these
// four links FFmpeg or OpenVINO, so reading a manifest or reporting on results needs neither.
// KinesiaHarness (the runner, comparison, calibration, mutants, adding fixtures) on Reports and
// Pose; KinesiaTesting on Harness; the `kinesia` tool on top. The tools that write manifests
// (Tools/) hand their entries to Manifest; Render never imports it. Render and the manifest are
// siblings: what a render writes into a manifest (a FixtureEntry) is built where both are
// imported, in the `kinesia` tool and the Tools.
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
        // KinesiaTesting's API speaks of these (a fixture, its result), and the tools outside the
        // package build on them; what only Kinesia's own modules use (the report writers among
        // it) has package access.
        .library(name: "KinesiaManifest", targets: ["KinesiaManifest"]),
        .library(name: "KinesiaResults", targets: ["KinesiaResults"]),
        .library(name: "KinesiaReports", targets: ["KinesiaReports"]),
        // For an app's test target: its manifests' fixtures as parameterized Swift Testing cases.
        .library(name: "KinesiaTesting", targets: ["KinesiaTesting"]),
        .library(name: "KinesiaRender", targets: ["KinesiaRender"]),
        .library(name: "KinesiaTestSupport", targets: ["KinesiaTestSupport"]),
        .executable(name: "kinesia", targets: ["kinesia"]),
    ],
    targets: [
        // JSON, SHA-256 and hexadecimal digests, numbers as text, places in text and name
        // suggestions: infrastructure every module shares, not the motion domain.
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
        // YAML over libyaml: documents with every node's place, and a block writer.
        .target(name: "KinesiaYAML", dependencies: ["KinesiaSupport", "CYaml"]),
        // The fixture model: manifests, their one reader and writer, fixture roots, selection.
        .target(name: "KinesiaManifest", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaYAML"]),
        // What a run found, as results.json holds it: per fixture its checks and measurements,
        // the metrics over fixtures, shards merged, one run against another.
        .target(name: "KinesiaResults", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaManifest"]),
        // Results for people and CI: HTML with inline SVG, Markdown, JUnit, GitHub annotations, the
        // console. The focus frames' pictures are painted by whoever holds FFmpeg (the harness).
        .target(name: "KinesiaReports", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaManifest", "KinesiaResults"]),
        .target(
            name: "KinesiaHarness",
            dependencies: [
                "KinesiaSupport", "KinesiaMotion", "KinesiaMedia", "KinesiaPose", "KinesiaYAML", "KinesiaManifest", "KinesiaResults",
                "KinesiaReports",
            ],
            plugins: ["PoseCodeDigestPlugin"]),
        // The digest of the code that produces poses, made at build time: part of every pose
        // cache key, so a change to frames or poses misses the cache and an engine change does not.
        .executableTarget(name: "kinesia-pose-code-digest", dependencies: ["KinesiaSupport"]),
        .plugin(name: "PoseCodeDigestPlugin", capability: .buildTool(), dependencies: ["kinesia-pose-code-digest"]),
        .target(name: "KinesiaTesting", dependencies: ["KinesiaManifest", "KinesiaResults", "KinesiaHarness"]),
        .target(name: "KinesiaTestSupport", dependencies: ["KinesiaMotion", "KinesiaSynthetic"]),
        .target(name: "KinesiaCommandLine", dependencies: ["KinesiaSupport"]),
        .executableTarget(
            name: "kinesia",
            dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaSynthetic", "KinesiaMedia", "KinesiaPose", "KinesiaManifest", "KinesiaResults", "KinesiaReports", "KinesiaHarness", "KinesiaCommandLine", "KinesiaRender"]),
        .testTarget(name: "KinesiaSupportTests", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaMotionTests", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaSynthetic", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaMediaTests", dependencies: ["KinesiaMedia", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaPoseTests", dependencies: ["KinesiaSupport", "KinesiaPose", "KinesiaMedia", "KinesiaMotion", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaYAMLTests", dependencies: ["KinesiaYAML"]),
        .testTarget(name: "KinesiaHarnessTests", dependencies: ["KinesiaSupport", "KinesiaSynthetic", "KinesiaYAML", "KinesiaManifest", "KinesiaResults", "KinesiaReports", "KinesiaHarness", "KinesiaMedia", "KinesiaMotion", "KinesiaPose", "KinesiaTestSupport"]),
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
            name: "kinesia-make-corpus", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaSynthetic", "KinesiaTestSupport", "KinesiaManifest", "KinesiaHarness"],
            path: "Tools/CorpusBuilder"),
        // Projects the CMU motion-capture segments into recordings and their entries (scripts/derive-mocap).
        .executableTarget(
            name: "kinesia-derive-mocap", dependencies: ["KinesiaSupport", "KinesiaSynthetic", "KinesiaRender", "KinesiaMotion", "KinesiaManifest"],
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
