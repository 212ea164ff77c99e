import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic
import Testing

/// The tempo variants of a recorded set (`scripts/derive-mocap`'s fast and held sets): the same
/// poses, at moved times, with labels moved with them.
struct TrajectoryTempoTests {
    static let set = JointTrajectory.synthetic(
        .squat, schedule: RepSchedule(peaks: [100, 100, 100], repDuration: 2, restBetweenReps: 0.5), body: BodyProportions())

    @Test func aSetSpedUpIsTheSamePosesSoonerAndItsRepsWithThem() {
        let fast = Self.set.spedUp(by: 2.5)
        #expect(fast.repTimes == Self.set.repTimes.map { $0 / 2.5 })
        #expect(fast.duration == Self.set.duration / 2.5)
        for time in stride(from: 0.0, through: fast.duration, by: 0.37) {
            #expect(fast.joints(time) == Self.set.joints(time * 2.5))
        }
    }

    @Test func aHeldSetKeepsEachPeakPoseForTheHoldAndItsRepAtTheHoldsMiddle() {
        let held = Self.set.holding(atPeaksFor: 3)
        let peaks = Self.set.repTimes
        #expect(held.repTimes == peaks.enumerated().map { $0.element + 3 * Double($0.offset) + 1.5 })
        for (index, peak) in peaks.enumerated() {
            let from = peak + 3 * Double(index)
            for time in [from, from + 1, from + 2.9] { #expect(held.joints(time) == Self.set.joints(peak)) }
            // After the hold the motion goes on where it stood.
            #expect(held.joints(from + 3.2) == Self.set.joints(peak + 0.2))
        }
        #expect(held.duration == Self.set.duration + 9)
    }

    @Test func aSetEndingStillHoldsItsLastPose() {
        let still = Self.set.endingStill(for: 1)
        #expect(still.joints(Self.set.duration + 0.7) == Self.set.joints(Self.set.duration))
        #expect(still.repTimes == Self.set.repTimes)
    }
}
