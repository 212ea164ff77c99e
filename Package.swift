// swift-tools-version:6.0
import PackageDescription

// Data flows left to right and imports go the same way:
// KinesiaMotion (Foundation only) ← KinesiaMedia ← KinesiaPose ← KinesiaHarness ← kinesia.
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
        .executableTarget(name: "kinesia", dependencies: ["KinesiaMotion", "KinesiaTestSupport"]),
        .executableTarget(
            name: "EngineBenchmark", dependencies: ["KinesiaMotion", "KinesiaTestSupport"],
            path: "Benchmarks/EngineBenchmark"),
        .testTarget(name: "KinesiaMotionTests", dependencies: ["KinesiaMotion", "KinesiaTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
