// swift-tools-version:6.0
import PackageDescription

// The developer tools that write the corpus and its manifests, the motion-capture recordings and
// the contact sheet, and check a render: Kinesia's own machinery, kept out of the root manifest so
// an app that depends on Kinesia never resolves them. They use Kinesia's library products only,
// as any package outside it would (`swift run --package-path Tools …`; scripts/make-corpus,
// scripts/derive-mocap, scripts/render-accuracy). Tools/Fuzz is built by scripts/fuzz, not here.
let package = Package(
    name: "KinesiaTools",
    dependencies: [.package(name: "kinesia", path: "..")],
    targets: [
        // Writes the synthetic corpus and manifests/ci.yaml and manifests/nightly.yaml (scripts/make-corpus).
        .executableTarget(
            name: "kinesia-make-corpus",
            dependencies: [
                .product(name: "KinesiaSupport", package: "kinesia"), .product(name: "KinesiaMotion", package: "kinesia"),
                .product(name: "KinesiaSynthetic", package: "kinesia"), .product(name: "KinesiaManifest", package: "kinesia"),
                .product(name: "KinesiaHarness", package: "kinesia"),
            ],
            path: "CorpusBuilder"),
        // Projects the CMU and UI-PRMD motion capture into recordings and their entries (scripts/derive-mocap).
        .executableTarget(
            name: "kinesia-derive-mocap",
            dependencies: [
                .product(name: "KinesiaSupport", package: "kinesia"), .product(name: "KinesiaSynthetic", package: "kinesia"),
                .product(name: "KinesiaRender", package: "kinesia"), .product(name: "KinesiaMotion", package: "kinesia"),
                .product(name: "KinesiaManifest", package: "kinesia"),
            ],
            path: "MocapRecordings"),
        // Writes docs/rendered-contact-sheet.png: rendered frames with BlazePose's keypoints drawn in.
        .executableTarget(
            name: "kinesia-render-sheet",
            dependencies: [
                .product(name: "KinesiaSynthetic", package: "kinesia"), .product(name: "KinesiaRender", package: "kinesia"),
                .product(name: "KinesiaPose", package: "kinesia"), .product(name: "KinesiaMedia", package: "kinesia"),
                .product(name: "KinesiaMotion", package: "kinesia"),
            ],
            path: "ContactSheet"),
        // Compares BlazePose on a rendered video with the render's truth (scripts/render-accuracy).
        .executableTarget(
            name: "kinesia-render-check",
            dependencies: [.product(name: "KinesiaSupport", package: "kinesia"), .product(name: "KinesiaMotion", package: "kinesia")],
            path: "RenderCheck"),
    ],
    swiftLanguageModes: [.v6]
)
