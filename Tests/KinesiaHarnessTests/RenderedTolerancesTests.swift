import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import Testing

/// The keypoint tolerances `kinesia render` writes into a rendered fixture's entry.
struct RenderedTolerancesTests {
    /// One tolerance for every joint: hidden joints are left out frame by frame by the runner,
    /// never given a wide tolerance of their own.
    @Test(arguments: [(0.7123, 0.057), (0.79, 0.063), (0.5, 0.04)])
    func theVisibleToleranceIsEightPercentOfTheFigureToTheThousandth(figureHeight: Double, keypoint: Double) {
        let tolerances = RenderedTolerances.tolerances(figureHeight: figureHeight)
        #expect(tolerances.keypoints == .inline(all: keypoint, joints: [:]))
        #expect(tolerances == Tolerances(keypoints: tolerances.keypoints), "nothing else is set")
    }
}
