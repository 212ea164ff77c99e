// swift-tools-version:6.0
import PackageDescription

// Data flows left to right and imports go the same way:
// KinesiaMotion (Foundation only) ← KinesiaMedia ← KinesiaPose ← KinesiaHarness ← kinesia.
// KinesiaCommandLine (argument parsing, JSON output) sits beside them, used only by kinesia.
let package = Package(
    name: "Kinesia",
    products: [
        .library(name: "KinesiaMotion", targets: ["KinesiaMotion"]),
        .library(name: "KinesiaTestSupport", targets: ["KinesiaTestSupport"]),
        .executable(name: "kinesia", targets: ["kinesia"]),
    ],
    targets: [
        .target(name: "KinesiaMotion"),
        .target(name: "KinesiaTestSupport", dependencies: ["KinesiaMotion"]),
        .target(name: "KinesiaCommandLine", dependencies: ["KinesiaMotion"]),
        .executableTarget(name: "kinesia", dependencies: ["KinesiaMotion", "KinesiaTestSupport", "KinesiaCommandLine"]),
        .testTarget(name: "KinesiaMotionTests", dependencies: ["KinesiaMotion", "KinesiaTestSupport"]),
        .testTarget(name: "KinesiaCommandLineTests", dependencies: ["KinesiaCommandLine", "KinesiaMotion"]),
    ],
    swiftLanguageModes: [.v6]
)
