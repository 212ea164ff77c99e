import KinesiaMotion
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// Each exercise's minimum duration is set below the fastest real rep measured between its
/// thresholds (`scripts/measure-rep-durations`), and says so in its `minimumDurationBasis`.
struct MinimumDurationTests {
    struct Outcome {
        var counted = 0
        var rejected: [VerdictKind] = []
        /// Seconds from the start-threshold crossing to the end-threshold crossing of the one
        /// movement, counted or rejected.
        var span: Double?
    }

    static func run(_ session: SyntheticSession, _ definition: ExerciseDefinition) -> Outcome {
        var engine = RepEngine(definition: definition)
        var outcome = Outcome()
        for event in session.poses().flatMap({ engine.process($0) }) + engine.finish() {
            switch event {
            case .completed(let rep): outcome.span = rep.duration
            case .rejected(let rejected): outcome.rejected.append(rejected.reason); outcome.span = rejected.duration
            default: break
            }
        }
        outcome.counted = engine.count
        return outcome
    }

    /// One synthetic rep of `exercise`, side-on at 120 fps, at the tempo whose span between the
    /// thresholds is `span` seconds (found with no minimum, by rescaling the tempo), judged by
    /// `definition`.
    static func rep(_ exercise: String, spanning span: Double, judgedBy definition: ExerciseDefinition) throws -> Outcome {
        let motion = try #require(SyntheticMotion.named(exercise))
        func session(_ tempo: Double) -> SyntheticSession {
            var session = SyntheticSession(motion: motion, reps: 1, repDuration: tempo)
            session.camera = SyntheticCamera(yaw: 90, height: motion.centre.y)
            session.frameRate = 120
            return session
        }
        var unlimited = definition
        unlimited.minimumDuration = 0
        var tempo = 1.0
        for _ in 0..<6 {
            let measured = try #require(run(session(tempo), unlimited).span)
            tempo *= span / measured
        }
        return run(session(tempo), definition)
    }

    /// Reps as brisk as real ones sitting at the old limits: lunges spending 0.55 s between the
    /// thresholds (0.6 s minimum), a curl at 0.34 s (0.4 s).
    @Test(arguments: [("lunge", 0.55), ("elbowFlexion", 0.34)])
    func aBriskRealTempoCounts(exercise: String, span: Double) throws {
        let definition = try #require(ExerciseLibrary.named(exercise))
        let outcome = try Self.rep(exercise, spanning: span, judgedBy: definition)
        let measured = try #require(outcome.span)
        #expect(abs(measured - span) < 0.005, "\(exercise): the rep spans \(measured) s, not \(span) s")
        #expect(outcome.counted == 1, "\(exercise): a rep of \(measured) s between the thresholds, minimum \(definition.minimumDuration) s")
        #expect(outcome.rejected.isEmpty)
    }

    /// A sit-to-stand set done for speed, as the five-times sit-to-stand test asks: young adults
    /// average 6 s for five, 1.2 s a rep with no pause in the chair. Every rep counts.
    @Test func aFastSitToStandSetCountsEveryRep() {
        var session = SyntheticSession(motion: .sitToStand, reps: 5, repDuration: 1.2)
        session.restBetweenReps = 0.1
        session.camera = SyntheticCamera(yaw: 90, height: SyntheticMotion.sitToStand.centre.y)
        var engine = RepEngine(definition: ExerciseLibrary.sitToStand)
        var rejected: [VerdictKind] = []
        for case .rejected(let rep) in session.poses().flatMap({ engine.process($0) }) + engine.finish() { rejected.append(rep.reason) }
        #expect(engine.count == 5, "rejected: \(rejected)")
        #expect(rejected.isEmpty)
    }

    /// Knee extensions kicked briskly, 0.9 s a rep with no pause between, side-on: each spends
    /// under 0.6 s above the start threshold, where the knee extension's floor once sat, fitted to
    /// the halves of one render's rep split by perspective. Every rep counts.
    @Test func aBriskKneeExtensionSetCountsEveryRep() {
        var session = SyntheticSession(motion: .kneeExtension, reps: 5, repDuration: 0.9)
        session.restBetweenReps = 0.1
        session.camera = SyntheticCamera(yaw: 90, height: SyntheticMotion.kneeExtension.centre.y)
        var engine = RepEngine(definition: ExerciseLibrary.kneeExtension)
        var rejected: [VerdictKind] = [], spans: [Double] = []
        for event in session.poses().flatMap({ engine.process($0) }) + engine.finish() {
            switch event {
            case .completed(let rep): spans.append(rep.duration)
            case .rejected(let rep): rejected.append(rep.reason)
            default: break
            }
        }
        #expect(engine.count == 5, "rejected: \(rejected)")
        #expect(rejected.isEmpty)
        #expect(spans.allSatisfy { $0 < 0.6 }, "\(spans)")
    }

    /// The fastest rep each basis records counts, and so does one faster by most of the margin,
    /// unless a movement the minimum must reject overrules the margin — only ever for a render.
    @Test(arguments: ExerciseLibrary.all.map(\.name))
    func theFastestMeasuredRepCounts(exercise: String) throws {
        let definition = try #require(ExerciseLibrary.named(exercise))
        let basis = try #require(definition.minimumDurationBasis)
        guard definition.minimumDuration <= basis.limit else {
            #expect(basis.motion == .briskRender, "\(exercise): a real rep of \(basis.fastestRep) s is rejected")
            let outcome = try Self.rep(exercise, spanning: basis.fastestRep, judgedBy: definition)
            #expect(outcome.rejected == [.tooFast], "\(exercise): the render's rep is rejected, as its basis says")
            return
        }
        for span in [basis.fastestRep, basis.fastestRep * (1 - 0.9 * basis.margin)] {
            let outcome = try Self.rep(exercise, spanning: span, judgedBy: definition)
            #expect(outcome.counted == 1, "\(exercise): a rep of \(outcome.span ?? .nan) s between the thresholds, minimum \(definition.minimumDuration) s")
        }
    }

    /// Every minimum has its provenance and sits its stated margin below the fastest real rep
    /// it records, so it is below every real rep measured, and above the movement it must reject.
    /// A render's margin gives way only to such a movement, and then by the least step.
    @Test(arguments: ExerciseLibrary.all.map(\.name))
    func eachMinimumIsBelowTheFastestRealRep(exercise: String) throws {
        let definition = try #require(ExerciseLibrary.named(exercise))
        let basis = try #require(definition.minimumDurationBasis, "\(exercise) has no minimumDurationBasis")
        let minimum = definition.minimumDuration
        #expect(basis.margin > 0 && basis.margin < 1)
        #expect(minimum >= 0.25, "\(exercise): under the floor a glitch of a few frames reaches")
        #expect(!basis.source.isEmpty)
        if let rejected = basis.mustReject {
            #expect(minimum > rejected.duration, "\(exercise): \(minimum) s would count \(rejected.source), \(rejected.duration) s")
        }
        let withinMargin = minimum <= basis.fastestRep * (1 - basis.margin) + 1e-9
        switch basis.motion {
        case .real, .reportedReal, .publishedNorm:
            #expect(minimum < basis.fastestRep)
            #expect(withinMargin, "\(exercise): \(minimum) s is less than \(Int(basis.margin * 100)) % below \(basis.fastestRep) s")
        case .briskRender:
            if !withinMargin {
                let rejected = try #require(basis.mustReject, "\(exercise): \(minimum) s is less than \(Int(basis.margin * 100)) % below \(basis.fastestRep) s")
                #expect(minimum <= rejected.duration + 0.05, "\(exercise): more than a step above \(rejected.duration) s")
            }
        }
    }
}
