import Foundation
import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic
import Testing

/// A person first seen nearer the phone, stepping back to their place, or farther from it,
/// stepping forward to it.
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
    /// the body's depth off its middle makes), larger stepping back, smaller stepping forward;
    /// halfway between; and from `seconds` on it is exactly the figure of a render without the move.
    @Test(arguments: [1.3, 1.5, 0.7])
    func theFigureStartsScaledAndEndsAtItsPlace(scale: Double) {
        let moving = Self.renderer(stepBack: StepBack(scale: scale, seconds: 0.8))
        let still = Self.renderer(stepBack: nil)
        let ratio = Self.figureHeight(moving.frame(at: 0, index: 0).truth) / Self.figureHeight(still.frame(at: 0, index: 0).truth)
        #expect(abs(ratio - scale) < 0.03 * scale, "first frame \(ratio)× the figure at its place")
        let halfway = Self.figureHeight(moving.frame(at: 0.4, index: 4).truth) / Self.figureHeight(still.frame(at: 0.4, index: 4).truth)
        #expect(abs(halfway - 1) > 0.02 && abs(halfway - 1) < abs(ratio - 1), "halfway through the step \(halfway)×")
        let settled = moving.frame(at: 1.0, index: 10), reference = still.frame(at: 1.0, index: 10)
        #expect(settled.truth == reference.truth)
        #expect(settled.image == reference.image)
    }

    /// A person walking up from 0.7 of their size, chair and all, keeps clear of the wall behind
    /// them (by more than the 5 cm `kinesia render` asks); from a third of it, they would start
    /// inside it, which `wallClearance` says.
    @Test func aStepForwardKeepsClearOfTheWall() throws {
        let near = try #require(Self.renderer(stepBack: StepBack(scale: 0.7), props: .sitToStand).wallClearance)
        #expect(near > 0.05, "\(near) m clear of the wall")
        let far = try #require(Self.renderer(stepBack: StepBack(scale: 1.0 / 3), props: .sitToStand).wallClearance)
        #expect(far < 0, "\(far) m clear of the wall")
        #expect(Self.renderer(stepBack: nil).wallClearance == nil)
    }

    /// The chair of a sit-to-stand moves with the person: at the first frame the picture differs
    /// from the still render where the chair stands, and from `seconds` on not at all.
    @Test(arguments: [1.5, 0.7])
    func propsMoveWithThePerson(scale: Double) {
        let moving = Self.renderer(stepBack: StepBack(scale: scale, seconds: 0.5), props: .sitToStand)
        let still = Self.renderer(stepBack: nil, props: .sitToStand)
        #expect(moving.frame(at: 0, index: 0).image != still.frame(at: 0, index: 0).image)
        #expect(moving.frame(at: 0.6, index: 6).image == still.frame(at: 0.6, index: 6).image)
    }
}
