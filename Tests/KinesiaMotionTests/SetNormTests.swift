import KinesiaMotion
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// A real rep that is fast or shallow is counted with its verdict, judged against the set's own
/// reps (`SetNorm`) once it has some; only what noise alone produces is dropped (`RepFloor`).
struct SetNormTests {
    struct Outcome {
        var ranges: [Double] = []
        var rejected: [VerdictKind] = []
        /// Per counted rep, its verdicts.
        var verdicts: [[VerdictKind]] = []
    }

    static func run(_ poses: [Pose], _ definition: ExerciseDefinition) -> Outcome {
        var engine = RepEngine(definition: definition)
        var outcome = Outcome()
        for event in poses.flatMap({ engine.process($0) }) + engine.finish() {
            switch event {
            case .completed(let rep):
                outcome.ranges.append(rep.range)
                outcome.verdicts.append([])
            case .rejected(let rep): outcome.rejected.append(rep.reason)
            case .verdict(let verdict) where verdict.rep != nil: outcome.verdicts[verdict.rep! - 1].append(verdict.kind)
            default: break
            }
        }
        return outcome
    }

    /// A half squat among full ones: counted, and read as short of the set's range (and too
    /// shallow for a squat); the full ones around it earn nothing.
    @Test func aShallowRepAmongFullRepsCountsWithItsVerdicts() {
        var session = SyntheticSession(motion: .squat, peaks: [110, 110, 110, 58, 110], repDuration: 2)
        session.camera = .side
        let outcome = Self.run(session.poses(), ExerciseLibrary.squat)
        #expect(outcome.rejected.isEmpty)
        #expect(outcome.verdicts.count == 5, "ranges \(outcome.ranges)")
        #expect(outcome.verdicts == [[], [], [], [.incompleteRange, .tooShallow], []], "ranges \(outcome.ranges)")
    }

    /// The set's range is the median of its counted reps whatever order they came in: after
    /// squats of 120°, 60° and 90°, a 50° squat is short of 0.6 × 90°; the 60° squat before it
    /// was judged against the exercise's range, and the 90° one against 0.6 × 90°.
    @Test func theSetsRangeIsTheMedianOfItsRepsInAnyOrder() {
        var session = SyntheticSession(motion: .squat, peaks: [120, 60, 90, 50], repDuration: 2)
        session.camera = .side
        let outcome = Self.run(session.poses(), ExerciseLibrary.squat)
        #expect(outcome.rejected.isEmpty)
        #expect(outcome.verdicts.map { $0.contains(.incompleteRange) } == [false, false, false, true], "ranges \(outcome.ranges)")
    }

    /// Someone whose squats reach 50° (less mobility than the exercise's 55° of range): every
    /// rep counts; the first two are short of the exercise's range, the rest are judged against
    /// her own reps and are not.
    @Test func aPersonWithLessMobilityCountsEveryRep() {
        var session = SyntheticSession(motion: .squat, peaks: Array(repeating: 50, count: 5), repDuration: 2)
        session.camera = .side
        let outcome = Self.run(session.poses(), ExerciseLibrary.squat)
        #expect(outcome.rejected.isEmpty)
        #expect(outcome.verdicts.map { $0.contains(.incompleteRange) } == [true, true, false, false, false], "ranges \(outcome.ranges)")
    }

    /// Someone who never stands out of a lunge's stance between reps (UI-PRMD m03 s07's incorrect
    /// lunges rest at 50–65°, above the thresholds, 40 % of the way to their first peak): each rep still ends where the body rests,
    /// and every one counts. Ended only where the angle crosses back under the end threshold,
    /// they made one movement of the whole set, dropped as too slow.
    @Test(arguments: [SyntheticCamera.side, SyntheticCamera(yaw: 45, height: 1.0), .front])
    func aLungeSetThatNeverStandsOutOfItsStanceCountsEveryRep(camera: SyntheticCamera) {
        var session = SyntheticSession(motion: .lunge, reps: 5, repDuration: 2.5)
        session.camera = camera
        session.restBetweenReps = 1
        session.restPartway = 0.4
        session.noise = 0.002
        let outcome = Self.run(session.poses(), ExerciseLibrary.lunge)
        #expect(outcome.ranges.count == 5, "yaw \(camera.yaw): ranges \(outcome.ranges), dropped \(outcome.rejected)")
        #expect(outcome.rejected.isEmpty, "yaw \(camera.yaw): ranges \(outcome.ranges), dropped \(outcome.rejected)")
    }
}
