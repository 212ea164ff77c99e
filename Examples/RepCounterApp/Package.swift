// swift-tools-version:6.0
import PackageDescription

// An app's package that ships Kinesia's engine and gates its own pull requests on fixtures:
// the app target counts reps with KinesiaMotion, and its test target runs the fixtures its
// manifests list as Swift Testing cases (KinesiaTesting). An app outside this repository names
// Kinesia by URL and version instead: .package(url: "https://…/kinesia.git", from: "0.1.0");
// scripts/check-consumer builds and tests this package exactly so, against a tagged clone.
let package = Package(
    name: "RepCounterApp",
    dependencies: [.package(name: "kinesia", path: "../..")],
    targets: [
        .target(name: "RepCounter", dependencies: [.product(name: "KinesiaMotion", package: "kinesia")]),
        .testTarget(
            name: "RepCounterTests",
            dependencies: [
                "RepCounter",
                .product(name: "KinesiaTesting", package: "kinesia"),
                .product(name: "KinesiaHarness", package: "kinesia"),
            ]),
    ]
)
