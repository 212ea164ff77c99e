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
// four links FFmpeg or OpenVINO, so reading a manifest or reporting on results needs neither;
// KinesiaResultCommands (merge, compare) on them makes `kinesia-results`, a tool without either.
// KinesiaHarness (the runner, comparison, calibration, mutants, adding fixtures) on Reports and
// Pose; KinesiaTesting on Harness; the `kinesia` tool on top. Render never imports the manifest:
// the two are siblings, and what a render writes into a manifest (a Fixture) is built where
// both are imported, in the `kinesia` tool and the Tools.
// This manifest holds what an app resolves: the shipped libraries, the `kinesia` and
// `kinesia-results` tools, the pose-code digest's tool and plugin, and the tests. The developer
// executables live in their own packages, which depend on this one by path and on its library
// products only: Tools/Package.swift
// (the corpus, motion-capture recordings, contact sheet, render check) and Benchmarks/Package.swift
// (scripts/bench-*), each with its own .build.
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
        // package build on them; what only Kinesia's own modules use has package access. The
        // report writers (KinesiaReports) are all such: an app's CI writes reports with
        // `kinesia report`, so they are no product.
        .library(name: "KinesiaManifest", targets: ["KinesiaManifest"]),
        .library(name: "KinesiaResults", targets: ["KinesiaResults"]),
        // For an app's test target: its manifests' fixtures as parameterized Swift Testing cases.
        .library(name: "KinesiaTesting", targets: ["KinesiaTesting"]),
        .library(name: "KinesiaRender", targets: ["KinesiaRender"]),
        // The synthetic body, camera and sessions the renderer draws, for the Tools and Benchmarks packages.
        .library(name: "KinesiaSynthetic", targets: ["KinesiaSynthetic"]),
        .executable(name: "kinesia", targets: ["kinesia"]),
        .executable(name: "kinesia-results", targets: ["kinesia-results"]),
    ],
    targets: [
        // JSON, SHA-256 and hexadecimal digests, numbers as text, places in text and name
        // suggestions: infrastructure every module shares, not the motion domain.
        .target(name: "KinesiaSupport"),
        .target(name: "KinesiaMotion", dependencies: ["KinesiaSupport"]),
        // A synthetic 3D body and camera and the sessions they film, for the renderer, the tests and
        // the tools; the shipping engine needs none of it.
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
        // Only this package's tests use it: shared data, test videos, processes, tags.
        .target(name: "KinesiaTestSupport", dependencies: ["KinesiaMotion"]),
        .target(name: "KinesiaCommandLine", dependencies: ["KinesiaSupport"]),
        // The verbs that read and write results alone (merge, compare), and `kinesia-results`, the
        // tool that runs them without FFmpeg or OpenVINO linked.
        .target(
            name: "KinesiaResultCommands", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaResults", "KinesiaReports", "KinesiaCommandLine"]),
        .executableTarget(name: "kinesia-results", dependencies: ["KinesiaCommandLine", "KinesiaResultCommands"]),
        .executableTarget(
            name: "kinesia",
            dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaSynthetic", "KinesiaMedia", "KinesiaPose", "KinesiaManifest", "KinesiaResults", "KinesiaReports", "KinesiaHarness", "KinesiaCommandLine", "KinesiaResultCommands", "KinesiaRender"]),
        .testTarget(name: "KinesiaSupportTests", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaMotionTests", dependencies: ["KinesiaSupport", "KinesiaMotion", "KinesiaSynthetic", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaSyntheticTests", dependencies: ["KinesiaMotion", "KinesiaSynthetic"]),
        .testTarget(name: "KinesiaMediaTests", dependencies: ["KinesiaMedia", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaPoseTests", dependencies: ["KinesiaSupport", "KinesiaPose", "KinesiaMedia", "KinesiaMotion", "KinesiaSynthetic", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaYAMLTests", dependencies: ["KinesiaYAML"]),
        .testTarget(name: "KinesiaHarnessTests", dependencies: ["KinesiaSupport", "KinesiaSynthetic", "KinesiaYAML", "KinesiaManifest", "KinesiaResults", "KinesiaReports", "KinesiaHarness", "KinesiaMedia", "KinesiaMotion", "KinesiaPose", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaRenderTests", dependencies: ["KinesiaSupport", "KinesiaSynthetic", "KinesiaRender", "KinesiaHarness", "KinesiaManifest", "KinesiaMotion", "KinesiaMedia", "KinesiaPose", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaTestingTests", dependencies: ["KinesiaTesting", "KinesiaResults"]),
        .testTarget(name: "KinesiaCommandLineTests", dependencies: ["KinesiaSupport", "KinesiaCommandLine", "KinesiaMotion"]),
        // Runs the built `kinesia` tool end to end; depending on it makes `swift test` build it.
        .testTarget(name: "KinesiaToolTests", dependencies: ["kinesia", "kinesia-results", "KinesiaSupport", "KinesiaMotion", "KinesiaSynthetic", "KinesiaMedia", "KinesiaTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
