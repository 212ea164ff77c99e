import KinesiaManifest
import KinesiaMotion
import KinesiaResults
import KinesiaSupport

/// One fixture's outputs judged against its labels: determinism across runs, frames, reps,
/// unfinished reps and keypoints. The failures say what went wrong, specifically, and which
/// check found it.
struct FixtureEvaluation {
    var reps: RepReport
    var unfinished: RepReport
    var keypoints: KeypointReport?
    var regression: RegressionReport?
    var nondeterminism: Nondeterminism?
    /// The first run's measured angle over time and the exercise's thresholds.
    var trace: AngleTrace
    var focusFrame: FocusFrame?
    var failures: [FixtureFailure] = []

    /// `bodyScale`: the truth's (`ToleranceCap`), nil without a reference or a torso in it;
    /// `pinned`: the fixture's pin, when it has one (`RegressionComparison.load`).
    init(
        fixture: Fixture, exercise: ExerciseDefinition, outputs: [PipelineOutput], reference: [LabelledPose]?, bodyScale: Double?,
        limit: (Joint) -> JointLimit?, pinned: (pin: PosePin, file: String, poses: [Pose])? = nil
    ) {
        var handLabelled = false
        if case .frames = fixture.labels.keypoints { handLabelled = true }
        let first = outputs[0]
        for (index, output) in outputs.enumerated().dropFirst() {
            let stage = output.stages.firstDifference(from: first.stages)
            let run = index + 1
            guard let difference = output.firstDifference(from: first) else {
                // The poses agree, yet an earlier stage (the decoded frames) did not.
                guard let stage else { continue }
                nondeterminism = Nondeterminism(run: run, frame: nil, time: nil, stage: stage)
                failures.append(FixtureFailure(.determinism, "nondeterministic: run \(run) decoded different \(stage.rawValue) from run 1, though every later stage agrees"))
                break
            }
            let named = stage.map { " (first stage that differs: \($0.rawValue))" } ?? ""
            switch difference {
            case .frame(let frame, let time):
                nondeterminism = Nondeterminism(run: run, frame: frame, time: time, stage: stage)
                failures.append(FixtureFailure(.determinism, "nondeterministic: run \(run) differs from run 1 first at frame \(frame) (t = \(NumberText.seconds(time)))\(named)"))
            case .frameCount(let frame, let time, let firstCount, let otherCount):
                nondeterminism = Nondeterminism(run: run, frame: frame, time: time, stage: stage)
                failures.append(FixtureFailure(.determinism, "nondeterministic: run \(run) has \(otherCount) frames, run 1 has \(firstCount); they part at frame \(frame) (t = \(NumberText.seconds(time)))\(named)"))
            case .endOfStream:
                nondeterminism = Nondeterminism(run: run, frame: nil, time: nil, stage: stage)
                failures.append(FixtureFailure(.determinism, "nondeterministic: run \(run) agrees with run 1 frame by frame but differs at end of stream\(named)"))
            }
            break
        }
        trace = AngleTrace(
            startThreshold: exercise.startThreshold, endThreshold: exercise.endThreshold, times: first.poses.map(\.timestamp),
            angles: first.angles)
        if let error = first.sourceError { failures.append(FixtureFailure(.source, "the source ended early: \(error)")) }
        failures += Self.usability(first, unseenLabelled: fixture.labels.unseen?.isEmpty == false)
        if let frames = fixture.labels.frames, let failure = Self.frames(first, labelled: frames) { failures.append(failure) }
        let completed = RepComparison(completed: fixture.labels, tolerances: fixture.tolerances, output: first)
        let unfinished = RepComparison(unfinished: fixture.labels, tolerances: fixture.tolerances, output: first)
        reps = completed.report
        self.unfinished = unfinished.report
        failures += completed.failures + unfinished.failures
        if let band = fixture.labels.band { failures += band.failures(first.reps).map { FixtureFailure(.band, $0) } }
        failures += UnseenComparison(labelled: fixture.labels.unseen, tolerance: fixture.tolerances.repTime, output: first).failures
        var keypointFrames: [MatchedKeypointFrame] = []
        if let reference {
            let comparison = KeypointComparison(
                reference: reference, poses: first.poses, everyFrameNeedsJoints: handLabelled, bodyScale: bodyScale, limit: limit)
            keypoints = comparison.report
            keypointFrames = comparison.matchedFrames
            failures += comparison.failures.map { FixtureFailure(.keypoints, $0) }
        }
        if let pinned {
            let comparison = RegressionComparison(pin: pinned.pin, pinFile: pinned.file, pinned: pinned.poses, poses: first.poses)
            regression = comparison.report
            failures += comparison.failures.map { FixtureFailure(.regression, $0) }
        }
        focusFrame = FocusFrame(poses: first.poses, keypointFrames: keypointFrames, reps: reps)
    }

    /// A pipeline that found nothing to measure passes no assertion worth having: even a
    /// fixture labelled with zero reps fails when there were no usable joints. Poses the engine
    /// could not use are the point of a fixture labelled with unseen stretches: there the
    /// unseen check judges them, by joints and time.
    private static func usability(_ output: PipelineOutput, unseenLabelled: Bool) -> [FixtureFailure] {
        guard !output.poses.isEmpty else { return [FixtureFailure(.usability, "the pipeline produced no poses")] }
        guard output.poses.contains(where: { !$0.joints.isEmpty }) else {
            return [FixtureFailure(.usability, "no usable joints in any of \(output.poses.count) poses (every point has confidence 0)")]
        }
        guard unseenLabelled || output.angles.contains(where: { $0 != nil }) else {
            return [FixtureFailure(
                .usability, "the engine could use none of \(output.poses.count) poses (the joints it measures are missing or below its confidence)")]
        }
        return []
    }

    /// Every frame the source delivers must reach the session as a pose: a frame lost on the
    /// way shows here even when the count and the rep times survive it.
    private static func frames(_ output: PipelineOutput, labelled: Int) -> FixtureFailure? {
        let received = output.poses.count
        guard received != labelled else { return nil }
        let difference = received < labelled ? "\(labelled - received) lost" : "\(received - labelled) more than the source delivers"
        return FixtureFailure(.frames, "the session received \(received) of \(labelled) frames (labels.frames; \(difference))")
    }
}
