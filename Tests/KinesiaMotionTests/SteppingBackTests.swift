import Foundation
import KinesiaMotion
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// A person who presses record and steps back to their place: first seen `scale` times larger
/// for half a second, easing back over a second, then standing still before the set, as every
/// phone user does. The learned lengths must follow the body down, or each later pose reads bent.
struct SteppingBackTests {
    /// `poses` with their first `hold + ease` seconds (the person standing still, the session's
    /// lead-in) seen `scale` times larger about the hips' centre for `hold`, then easing back to
    /// their true size over `ease`.
    static func steppingBack(_ poses: [Pose], from scale: Double, hold: Double = 0.5, ease: Double = 1) -> [Pose] {
        poses.map { pose in
            let t = pose.timestamp
            guard t < hold + ease else { return pose }
            let k = t < hold ? scale : 1 + (scale - 1) * (1 + cos(Double.pi * (t - hold) / ease)) / 2
            let hips = [pose[.leftHip], pose[.rightHip]].compactMap { $0 }
            guard !hips.isEmpty else { return pose }
            let cx = hips.map(\.x).reduce(0, +) / Double(hips.count)
            let cy = hips.map(\.y).reduce(0, +) / Double(hips.count)
            var scaled = pose
            for joint in Joint.allCases {
                guard var point = pose[joint] else { continue }
                point.x = cx + k * (point.x - cx)
                point.y = cy + k * (point.y - cy)
                scaled[joint] = point
            }
            return scaled
        }
    }

    static let exercises = ["squat", "lunge", "sitToStand", "elbowFlexion", "shoulderAbduction", "jumpingJack"]

    @Test(arguments: exercises, [1.15, 1.3, 1.5])
    func aPersonSteppingBackAfterPressingRecordCountsEveryRep(exercise: String, scale: Double) throws {
        let definition = try #require(ExerciseLibrary.named(exercise))
        let motion = try #require(SyntheticMotion.named(exercise))
        for view in [SyntheticCamera(yaw: 0, height: motion.centre.y), SyntheticCamera(yaw: 45, height: motion.centre.y)] {
            var session = SyntheticSession(motion: motion, reps: 5, repDuration: motion.tempos[1])
            session.camera = view
            session.leadIn = 2.3
            var engine = RepEngine(definition: definition)
            var verdicts: [VerdictKind] = []
            for event in Self.steppingBack(session.poses(), from: scale).flatMap({ engine.process($0) }) + engine.finish() {
                if case .verdict(let verdict) = event { verdicts.append(verdict.kind) }
            }
            let context = Comment(rawValue: "\(exercise) at yaw \(view.yaw), first seen \(scale)× larger")
            #expect(engine.count == 5, context)
            #expect(engine.unfinishedCount == 0, context)
            #expect(verdicts.isEmpty, context)
        }
    }
}
