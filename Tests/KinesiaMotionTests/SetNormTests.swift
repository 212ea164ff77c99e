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
}
