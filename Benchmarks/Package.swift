// swift-tools-version:6.0
import PackageDescription

// The benchmarks run by scripts/bench-*: each prints its result as a ratio against a reference
// measured in the same run. Kept out of the root manifest so an app that depends on Kinesia never
// resolves them; they use Kinesia's library products only (`swift build --package-path Benchmarks`).
let package = Package(
    name: "KinesiaBenchmarks",
    dependencies: [.package(name: "kinesia", path: "..")],
    targets: [
        .executableTarget(
            name: "kinesia-bench-engine",
            dependencies: [.product(name: "KinesiaMotion", package: "kinesia"), .product(name: "KinesiaSynthetic", package: "kinesia")],
            path: "EngineBenchmark"),
        .executableTarget(
            name: "kinesia-bench-decode", dependencies: [.product(name: "KinesiaMedia", package: "kinesia")], path: "DecodeBenchmark"),
        .executableTarget(
            name: "kinesia-bench-pose",
            dependencies: [.product(name: "KinesiaPose", package: "kinesia"), .product(name: "KinesiaMedia", package: "kinesia")],
            path: "PoseBenchmark"),
        .executableTarget(
            name: "kinesia-bench-frame-digest",
            dependencies: [
                .product(name: "KinesiaHarness", package: "kinesia"), .product(name: "KinesiaPose", package: "kinesia"),
                .product(name: "KinesiaMedia", package: "kinesia"),
            ],
            path: "FrameDigestBenchmark"),
        .executableTarget(
            name: "kinesia-bench-render",
            dependencies: [
                .product(name: "KinesiaSynthetic", package: "kinesia"), .product(name: "KinesiaRender", package: "kinesia"),
                .product(name: "KinesiaMedia", package: "kinesia"), .product(name: "KinesiaMotion", package: "kinesia"),
            ],
            path: "RenderBenchmark"),
    ],
    swiftLanguageModes: [.v6]
)
