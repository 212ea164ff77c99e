// swift-tools-version:6.0
import PackageDescription

// The developer tools that write the corpus and its manifests, the motion-capture recordings and
// the contact sheet, and check a render: Kinesia's own machinery, kept out of the root manifest so
// an app that depends on Kinesia never resolves them. They use Kinesia's library products only,
// as any package outside it would (`swift run --package-path Tools …`; scripts/make-corpus,
// scripts/derive-mocap, scripts/render-accuracy). Tools/Fuzz is built by scripts/fuzz, not here.

/// Kinesia's library products of these names.
func kinesia(_ products: String...) -> [Target.Dependency] {
    products.map { .product(name: $0, package: "kinesia") }
}

let package = Package(
    name: "KinesiaTools",
    dependencies: [.package(name: "kinesia", path: "..")],
    targets: [
        // Writes the synthetic corpus, manifests/ci.yaml and manifests/nightly.yaml (scripts/make-corpus).
        .executableTarget(
            name: "kinesia-make-corpus",
            dependencies: kinesia("KinesiaSupport", "KinesiaMotion", "KinesiaSynthetic", "KinesiaManifest", "KinesiaHarness"),
            path: "CorpusBuilder"),
        // Projects the CMU and UI-PRMD motion capture into recordings and their entries (scripts/derive-mocap).
        .executableTarget(
            name: "kinesia-derive-mocap",
            dependencies: kinesia("KinesiaSupport", "KinesiaSynthetic", "KinesiaRender", "KinesiaMotion", "KinesiaManifest"),
            path: "MocapRecordings"),
        // Writes docs/rendered-contact-sheet.png: rendered frames with BlazePose's keypoints drawn in.
        .executableTarget(
            name: "kinesia-render-sheet",
            dependencies: kinesia("KinesiaSynthetic", "KinesiaRender", "KinesiaPose", "KinesiaMedia", "KinesiaMotion"),
            path: "ContactSheet"),
        // Compares BlazePose on a rendered video with the render's truth (scripts/render-accuracy).
        .executableTarget(name: "kinesia-render-check", dependencies: kinesia("KinesiaSupport", "KinesiaMotion"), path: "RenderCheck"),
    ],
    swiftLanguageModes: [.v6]
)
