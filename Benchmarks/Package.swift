// swift-tools-version:6.0
import PackageDescription

// The benchmarks run by scripts/bench-*: each prints its result as a ratio against a reference
// measured in the same run. Kept out of the root manifest so an app that depends on Kinesia never
// resolves them; they use Kinesia's library products only (`swift build --package-path Benchmarks`).

/// Kinesia's library products of these names.
func kinesia(_ products: String...) -> [Target.Dependency] {
    products.map { .product(name: $0, package: "kinesia") }
}

let package = Package(
    name: "KinesiaBenchmarks",
    dependencies: [.package(name: "kinesia", path: "..")],
    targets: [
        .executableTarget(name: "kinesia-bench-engine", dependencies: kinesia("KinesiaMotion", "KinesiaSynthetic"), path: "EngineBenchmark"),
        .executableTarget(name: "kinesia-bench-decode", dependencies: kinesia("KinesiaMedia"), path: "DecodeBenchmark"),
        .executableTarget(name: "kinesia-bench-pose", dependencies: kinesia("KinesiaPose", "KinesiaMedia"), path: "PoseBenchmark"),
        .executableTarget(
            name: "kinesia-bench-frame-digest", dependencies: kinesia("KinesiaHarness", "KinesiaPose", "KinesiaMedia"),
            path: "FrameDigestBenchmark"),
        .executableTarget(
            name: "kinesia-bench-render", dependencies: kinesia("KinesiaSynthetic", "KinesiaRender", "KinesiaMedia", "KinesiaMotion"),
            path: "RenderBenchmark"),
    ],
    swiftLanguageModes: [.v6]
)
