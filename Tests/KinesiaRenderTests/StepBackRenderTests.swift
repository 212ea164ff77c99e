import Foundation
import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic
import Testing

/// A person first seen nearer the phone, stepping back to their place.
struct StepBackRenderTests {
    /// The figure's labelled height in the picture: nose to the lower ankle.
    private static func figureHeight(_ truth: Pose) -> Double {
        max(truth[.leftAnkle]!.y, truth[.rightAnkle]!.y) - truth[.nose]!.y
    }

    private static func renderer(stepBack: StepBack?, props exercise: SyntheticMotion = .squat) -> FixtureRenderer {
        var settings = RenderSettings(threads: 1)
        settings.yaw = 30
        settings.width = 160
        settings.height = 120
        settings.frameRate = 10
        settings.stepBack = stepBack
        let schedule = RepSchedule(peaks: [exercise.typicalPeak], repDuration: 1.0, restBetweenReps: 0.4, leadIn: 0.4)
        return FixtureRenderer(trajectory: .synthetic(exercise, schedule: schedule, body: BodyProportions()), settings: settings)
    }

    /// At the first frame the figure is `scale` times its height at its place (within the 3 %
    /// the body's depth off its middle makes), and from `seconds` on it is
    /// exactly the figure of a render without the move.
    @Test(arguments: [1.3, 1.5])
    func theFigureStartsLargerAndEndsAtItsPlace(scale: Double) {
        let moving = Self.renderer(stepBack: StepBack(scale: scale, seconds: 0.8))
        let still = Self.renderer(stepBack: nil)
        let ratio = Self.figureHeight(moving.frame(at: 0, index: 0).truth) / Self.figureHeight(still.frame(at: 0, index: 0).truth)
        #expect(abs(ratio - scale) < 0.03 * scale, "first frame \(ratio)× the figure at its place")
        let halfway = Self.figureHeight(moving.frame(at: 0.4, index: 4).truth) / Self.figureHeight(still.frame(at: 0.4, index: 4).truth)
        #expect(halfway > 1.02 && halfway < ratio, "halfway through the step \(halfway)×")
        let settled = moving.frame(at: 1.0, index: 10), reference = still.frame(at: 1.0, index: 10)
        #expect(settled.truth == reference.truth)
        #expect(settled.image == reference.image)
    }

    /// The chair of a sit-to-stand moves with the person: at the first frame the picture differs
    /// from the still render where the chair stands, and from `seconds` on not at all.
    @Test func propsMoveWithThePerson() {
        let moving = Self.renderer(stepBack: StepBack(scale: 1.5, seconds: 0.5), props: .sitToStand)
        let still = Self.renderer(stepBack: nil, props: .sitToStand)
        #expect(moving.frame(at: 0, index: 0).image != still.frame(at: 0, index: 0).image)
        #expect(moving.frame(at: 0.6, index: 6).image == still.frame(at: 0.6, index: 6).image)
    }
}
