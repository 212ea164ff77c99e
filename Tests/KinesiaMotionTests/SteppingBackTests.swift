import Foundation
import KinesiaMotion
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// A person who presses record and steps back to their place: first seen `scale` times larger
/// for half a second, easing back over a second, then standing still before the set, as every
/// phone user does. The learned lengths must follow the body down, or each later pose reads bent.
/// And one first seen farther, smaller, walking up to their place (stepping forward).
struct SteppingBackTests {
    /// `poses` with their first `hold + ease` seconds (the person standing still, the session's
    /// lead-in) seen `scale` times larger about the hips' centre for `hold`, then easing back to
    /// their true size over `ease`.
    static func steppingBack(_ poses: [Pose], from scale: Double, hold: Double = 0.5, ease: Double = 1) -> [Pose] {
        poses.map { pose in
            let t = pose.timestamp
            guard t < hold + ease else { return pose }
            return scaled(pose, by: t < hold ? scale : 1 + (scale - 1) * (1 + cos(Double.pi * (t - hold) / ease)) / 2)
        }
    }

    /// `pose` seen `k` times as large about the hips' centre.
    static func scaled(_ pose: Pose, by k: Double) -> Pose {
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

    static let exercises = ["squat", "lunge", "sitToStand", "elbowFlexion", "shoulderAbduction", "jumpingJack"]

    @Test(arguments: exercises + ["pushUp"], [1.15, 1.3, 1.5])
    func aPersonSteppingBackAfterPressingRecordCountsEveryRep(exercise: String, scale: Double) throws {
        try Self.expectEveryRep(exercise, leadIn: 2.3, steppingBackFrom: scale, hold: 0.5)
    }

    /// The first rep begun while the person is still walking back from 1.5× (the step takes the
    /// first second, the rep starts at 0.5 s), seen in perspective, from the floor too: the
    /// lengths follow the body as it shrinks, and the rep's rest and depth read as standing still.
    /// A plank's lengths follow a second late, and the push-ups count from every view: at 45°
    /// that second ends at the first push-up's bottom, whose own foreshortening is followed with
    /// the step, so every later rest reads 60° bent, above the thresholds; each push-up still
    /// ends at the rest it comes back to and stays at (`RepEngine.restedTime`).
    @Test(arguments: exercises + ["shoulderFlexion", "pushUp"])
    func aFirstRepBegunWhileSteppingBackCounts(exercise: String) throws {
        try Self.expectEveryRepBegunWhileStepping(exercise, from: 1.5)
    }

    /// A plank's arms first seen after the rest of the body, 0.45 s into a step back: their
    /// lengths are learned with the body already smaller than when the lengths its scale reads
    /// were. The plank's shrink is followed a second late, here during the first push-up;
    /// shrunk by the whole step, the arms' lengths came out a fifth short, the push-up read
    /// straighter than it was and lost its first part, and the set counted 2 of 3 with a verdict.
    /// Each length follows only what the body shrank since it was learned.
    @Test(arguments: [(fps: 15.0, scale: 1.5, leadIn: 0.7, tempo: 1.0), (30, 1.5, 0.4, 2), (30, 1.3, 0.4, 2)])
    func aPlankWhoseArmsAreSeenLateFollowsOnlyTheirOwnShrink(timing: (fps: Double, scale: Double, leadIn: Double, tempo: Double)) throws {
        let definition = try #require(ExerciseLibrary.named("pushUp"))
        let motion = try #require(SyntheticMotion.named("pushUp"))
        var session = SyntheticSession(motion: motion, reps: 3, repDuration: timing.tempo)
        session.camera = SyntheticCamera(yaw: 0, height: motion.centre.y)
        session.frameRate = timing.fps
        session.leadIn = timing.leadIn
        session.stepBack = StepBack(scale: timing.scale, seconds: 1)
        let arms: [Joint] = [.leftElbow, .rightElbow, .leftWrist, .rightWrist]
        let context = "push-ups from the head's end at \(timing), the arms seen from 0.45 s"
        Self.expectEveryRep(of: session, definition, context, steppingBack: { poses in
            poses.map { pose in
                guard pose.timestamp < 0.45 else { return pose }
                var hidden = pose
                for joint in arms { hidden[joint] = nil }
                return hidden
            }
        })
    }

    /// Push-ups from the head's end, the person first seen 1.3× their size and at their place
    /// after a second, the first push-up begun as the step ends. A plank's shrink is followed a
    /// second late, and the movement the shrink made (the arms read bent against lengths learned
    /// larger) is then forgotten midway down the first push-up; that push-up started again from
    /// there, its rest the reading at the moment of forgetting, and read 53–80° of its 106–108°
    /// (over these ten timings, three with `incompleteRange` and one push-up lost). The rest before
    /// the forgotten movement is the rest still: every push-up counts with its whole range.
    @Test(arguments: [15.0, 30.0], [(leadIn: 0.6, tempo: 2.0), (0.7, 1.5), (0.8, 1.0), (0.8, 2.0), (0.9, 1.5)])
    func aPushUpBegunAsTheStepBackEndsKeepsItsRest(fps: Double, timing: (leadIn: Double, tempo: Double)) throws {
        let definition = try #require(ExerciseLibrary.named("pushUp"))
        let motion = try #require(SyntheticMotion.named("pushUp"))
        var session = SyntheticSession(motion: motion, reps: 3, repDuration: timing.tempo)
        session.camera = SyntheticCamera(yaw: 0, height: motion.centre.y)
        session.frameRate = fps
        session.leadIn = timing.leadIn
        session.stepBack = StepBack(scale: 1.3, seconds: 1)
        var engine = RepEngine(definition: definition)
        var ranges: [Double] = [], verdicts: [VerdictKind] = []
        for event in session.poses().flatMap({ engine.process($0) }) + engine.finish() {
            if case .completed(let rep) = event { ranges.append(rep.range) }
            if case .verdict(let verdict) = event { verdicts.append(verdict.kind) }
        }
        #expect(engine.count == 3, "ranges \(ranges)")
        #expect(verdicts.isEmpty, "ranges \(ranges)")
        #expect((ranges.first ?? 0) >= 100, "ranges \(ranges)")
    }

    /// Squats from the front, the first begun as recording starts, the person first seen 1.3 or
    /// 1.5× their size and at their place after a second, the left leg out of the picture for
    /// the first 1.2 s (near the lens, as BlazePose reads UI-PRMD's lunges stepping back). That
    /// leg's lengths are learned at the body's smaller size; read as full size, they said the
    /// body had not shrunk, the shrink was followed only in part, and the next squats read 84–96°
    /// of their 109° (at 1.5× and 15 fps the set counted 1 of 5). Each part is read at the body's
    /// size when it was first trusted: every squat counts, and every squat after the first, the
    /// one begun during the step, reads within 20° of the last.
    @Test(arguments: [1.3, 1.5], [15.0, 30.0])
    func aLegFirstSeenDuringTheStepBackIsReadAtTheSizeItWasLearnedAt(scale: Double, fps: Double) throws {
        let definition = try #require(ExerciseLibrary.named("squat"))
        let motion = try #require(SyntheticMotion.named("squat"))
        var session = SyntheticSession(motion: motion, reps: 5, repDuration: motion.tempos[1])
        session.camera = SyntheticCamera(yaw: 0, height: motion.centre.y)
        session.frameRate = fps
        session.leadIn = 0
        session.stepBack = StepBack(scale: scale, seconds: 1)
        let poses = session.poses().map { pose in
            guard pose.timestamp < 1.2 else { return pose }
            var hidden = pose
            hidden[.leftKnee] = nil
            hidden[.leftAnkle] = nil
            return hidden
        }
        var engine = RepEngine(definition: definition)
        var ranges: [Double] = [], verdicts: [VerdictKind] = []
        for event in poses.flatMap({ engine.process($0) }) + engine.finish() {
            if case .completed(let rep) = event { ranges.append(rep.range) }
            if case .verdict(let verdict) = event { verdicts.append(verdict.kind) }
        }
        #expect(engine.count == 5, "ranges \(ranges)")
        #expect(verdicts.isEmpty, "ranges \(ranges)")
        let last = try #require(ranges.last)
        #expect(ranges.dropFirst().allSatisfy { abs($0 - last) <= 20 }, "ranges \(ranges)")
    }

    /// The first rep begun while the person is still walking up to their place from 0.7 of their
    /// size there (the step takes the first second, the rep starts at 0.5 s), from the same
    /// cameras: the lengths grow with the body as it nears, and every rep counts.
    ///
    /// Known: the lunge at 45° counts 5 of 5, nothing unfinished, but its first rep reads 98.3°
    /// deep (110.7° every later rep, 111.1° without the step) and so `tooShallow` under the 100°
    /// limit. The body's scale follows a shrink pose by pose (`BodyScale`); a growth only as the
    /// slowly smoothed lengths outgrow the learned ones, and the legs, bending from 0.5 s, are
    /// never seen straight at their full size before the first bottom.
    @Test(arguments: exercises + ["shoulderFlexion"])
    func aFirstRepBegunWhileSteppingForwardCounts(exercise: String) throws {
        try Self.expectEveryRepBegunWhileStepping(exercise, from: 0.7) { view in
            exercise == "lunge" && view.yaw == 45 ? "the first lunge, begun while walking up, reads under 100° deep: tooShallow" : nil
        }
    }

    /// A person first seen smaller, farther than their place, walking up to it before the set.
    @Test(arguments: exercises, [0.7, 0.85])
    func aPersonSteppingForwardBeforeTheSetCountsEveryRep(exercise: String, scale: Double) throws {
        try Self.expectEveryRep(exercise, leadIn: 2.3, steppingBackFrom: scale, hold: 0.5)
    }

    /// Jitter shortens every segment the body's scale reads now and then, and the bottom of a squat
    /// seen diagonally shortens most of them: followed as a shrink, either took up to 9° off each
    /// squat's depth. Only the body's own shrink is followed, so eight squats to 100° read 100°.
    @Test func aJitteredSquatSeenDiagonallyKeepsItsDepth() throws {
        let definition = try #require(ExerciseLibrary.named("squat"))
        var session = SyntheticSession(motion: try #require(SyntheticMotion.named("squat")), reps: 8, peak: 100, repDuration: 2.5)
        session.camera = SyntheticCamera(yaw: 45, height: 1.3)
        session.noise = 0.003
        session.dropout = 0.03
        session.seed = 8
        var engine = RepEngine(definition: definition)
        var peaks: [Double] = []
        for event in session.poses().flatMap({ engine.process($0) }) + engine.finish() {
            if case .completed(let rep) = event { peaks.append(rep.peak) }
        }
        #expect(peaks.count == 8)
        let mean = peaks.reduce(0, +) / Double(max(1, peaks.count))
        #expect(abs(mean - 100) < 2, "mean peak \(mean)°: \(peaks)")
        #expect(peaks.allSatisfy { abs($0 - 100) < 5 }, "\(peaks)")
    }

    /// A seated rest can read every part the body's scale reads short at once (UI-PRMD s06's
    /// incorrect sit to stand from the front: the torso leaning toward the lens and the thighs
    /// pointing at it, every part at most 0.93 of its length for three poses). A seat reads as
    /// rest whatever the lengths, so that shrink was followed, the body read at 0.80 of its size
    /// at the last rep, as if walking away, and the next stand was lost. A shrink is believed only
    /// where the body stands at its full lengths: for a sit to stand, at its top. Here the seat
    /// before the third stand reads at 0.75 of its size for 0.15 s.
    @Test func aSeatThatReadsEveryPartShortIsNoStepBack() throws {
        let definition = try #require(ExerciseLibrary.named("sitToStand"))
        let motion = try #require(SyntheticMotion.named("sitToStand"))
        var session = SyntheticSession(motion: motion, reps: 5, repDuration: motion.tempos[1])
        session.camera = SyntheticCamera(yaw: 0, height: motion.centre.y)
        session.restBetweenReps = 1.5
        let start = session.peakTimes[2] - session.repDuration / 2 - 0.4
        Self.expectEveryRep(of: session, definition, "a seat read at 0.75 of its size for 0.15 s", steppingBack: { poses in
            poses.map { $0.timestamp >= start && $0.timestamp < start + 0.15 ? Self.scaled($0, by: 0.75) : $0 }
        })
    }

    static func expectEveryRep(_ exercise: String, leadIn: Double, steppingBackFrom scale: Double, hold: Double) throws {
        let definition = try #require(ExerciseLibrary.named(exercise))
        let motion = try #require(SyntheticMotion.named(exercise))
        for view in [SyntheticCamera(yaw: 0, height: motion.centre.y), SyntheticCamera(yaw: 45, height: motion.centre.y)] {
            var session = SyntheticSession(motion: motion, reps: 5, repDuration: motion.tempos[1])
            session.camera = view
            session.leadIn = leadIn
            expectEveryRep(of: session, definition, "\(exercise) at yaw \(view.yaw), first seen \(scale)× their size", steppingBack: { steppingBack($0, from: scale, hold: hold) })
        }
    }

    /// Five reps of `exercise` at its middle tempo from the front and at 45° at the motion's
    /// height and side-on from the floor, the person first seen `scale` times their size and
    /// reaching their place after a second, the first rep starting at 0.5 s. `knownVerdicts`
    /// names what a view is known to get wrong in its verdicts.
    static func expectEveryRepBegunWhileStepping(_ exercise: String, from scale: Double, knownVerdicts: (SyntheticCamera) -> Comment? = { _ in nil }) throws {
        let definition = try #require(ExerciseLibrary.named(exercise))
        let motion = try #require(SyntheticMotion.named(exercise))
        let views = [
            SyntheticCamera(yaw: 0, height: motion.centre.y), SyntheticCamera(yaw: 45, height: motion.centre.y),
            SyntheticCamera(yaw: 90, height: 0.3),
        ]
        for view in views {
            var session = SyntheticSession(motion: motion, reps: 5, repDuration: motion.tempos[1])
            session.camera = view
            session.leadIn = 0.5
            session.stepBack = StepBack(scale: scale, seconds: 1)
            let context = "\(exercise) at yaw \(view.yaw) from \(view.height) m, walking to their place from \(scale)× as the first rep starts"
            expectEveryRep(of: session, definition, context, knownVerdicts: knownVerdicts(view))
        }
    }

    /// Counts `session`'s poses (through `steppingBack` when given) and expects all its reps,
    /// nothing unfinished and no verdict (a known issue when `knownVerdicts` names one).
    static func expectEveryRep(
        of session: SyntheticSession, _ definition: ExerciseDefinition, _ context: String, steppingBack: ([Pose]) -> [Pose] = { $0 },
        knownVerdicts: Comment? = nil
    ) {
        var engine = RepEngine(definition: definition)
        var verdicts: [VerdictKind] = []
        for event in steppingBack(session.poses()).flatMap({ engine.process($0) }) + engine.finish() {
            if case .verdict(let verdict) = event { verdicts.append(verdict.kind) }
        }
        let comment = Comment(rawValue: context)
        #expect(engine.count == session.peaks.count, comment)
        #expect(engine.unfinishedCount == 0, comment)
        if let knownVerdicts {
            withKnownIssue(knownVerdicts) { #expect(verdicts.isEmpty, comment) }
        } else {
            #expect(verdicts.isEmpty, comment)
        }
    }
}
