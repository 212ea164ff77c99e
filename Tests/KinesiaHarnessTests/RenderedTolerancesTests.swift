import KinesiaHarness
import KinesiaMotion
import Testing

/// The keypoint tolerances `kinesia render` writes into a rendered fixture's entry.
struct RenderedTolerancesTests {
    /// The truth marks a joint hidden with a confidence under 0.5 (not 0, which is unlabelled).
    let truth = Recording(poses: [
        Pose(points: [.nose: PosePoint(x: 0.5, y: 0.2), .leftKnee: PosePoint(x: 0.4, y: 0.7, confidence: 0.3)], timestamp: 0),
        Pose(points: [.nose: PosePoint(x: 0.5, y: 0.2, confidence: 0.3), .leftKnee: PosePoint(x: 0.4, y: 0.7)], timestamp: 0.1),
        Pose(points: [.rightKnee: PosePoint(x: 0.6, y: 0.7, confidence: 0.5), .leftAnkle: PosePoint(x: 0.4, y: 0.9, confidence: 0)], timestamp: 0.2),
    ])

    @Test func visibleJointsGetAShareOfTheFigureAndHiddenOnesAWideTolerance() {
        let tolerances = RenderedTolerances.tolerances(figureHeight: 0.6, truth: truth)
        #expect(tolerances.keypoint == 0.048)
        #expect(tolerances.joints == [.nose: 0.6, .leftKnee: 0.6])
        #expect(tolerances.repTime == nil && tolerances.baseline == nil)
    }

    /// Kept to 10⁻³, as the entries have always been written.
    @Test(arguments: [(0.7123, 0.057), (0.79, 0.063), (0.5, 0.04)])
    func theVisibleToleranceIsEightPercentOfTheFigureToTheThousandth(figureHeight: Double, keypoint: Double) {
        #expect(RenderedTolerances.tolerances(figureHeight: figureHeight, truth: Recording(poses: [])).keypoint == keypoint)
        #expect(RenderedTolerances.tolerances(figureHeight: figureHeight, truth: Recording(poses: [])).joints.isEmpty)
    }
}
