// swift-tools-version:6.0
import PackageDescription

// Data flows left to right and imports go the same way:
// KinesiaMotion (Foundation only) ← KinesiaMedia ← KinesiaPose ← KinesiaHarness ← kinesia.
let package = Package(
    name: "Kinesia",
    products: [
        .library(name: "KinesiaMotion", targets: ["KinesiaMotion"]),
        .library(name: "KinesiaTestSupport", targets: ["KinesiaTestSupport"]),
        .library(name: "KinesiaHarness", targets: ["KinesiaHarness"]),
        .executable(name: "kinesia", targets: ["kinesia"]),
    ],
    targets: [
        .target(name: "KinesiaMotion"),
        .target(name: "KinesiaTestSupport", dependencies: ["KinesiaMotion"]),
        .systemLibrary(name: "CYaml", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .target(name: "KinesiaHarness", dependencies: ["KinesiaMotion", "CYaml"]),
        .executableTarget(name: "kinesia", dependencies: ["KinesiaMotion", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaMotionTests", dependencies: ["KinesiaMotion", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaHarnessTests", dependencies: ["KinesiaHarness", "KinesiaMotion"]),
    ],
    swiftLanguageModes: [.v6]
)
