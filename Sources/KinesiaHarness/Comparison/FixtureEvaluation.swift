import KinesiaMotion

/// One fixture's outputs judged against its labels: determinism across runs, reps,
/// unfinished reps and keypoints. The failures say what went wrong, specifically.
struct FixtureEvaluation {
    var reps: RepReport
    var unfinished: RepReport
    var keypoints: KeypointReport?
    var nondeterminism: Nondeterminism?
    var failures: [String] = []

    init(fixture: Fixture, outputs: [PipelineOutput], reference: [LabelledPose]?, tolerance: (Joint) -> Double?) {
        var handLabelled = false
        if case .frames = fixture.labels.keypoints { handLabelled = true }
        let first = outputs[0]
        for (index, output) in outputs.enumerated().dropFirst() {
            guard let difference = output.firstDifference(from: first) else { continue }
            let run = index + 1
            switch difference {
            case .frame(let frame, let time):
                nondeterminism = Nondeterminism(run: run, frame: frame, time: time)
                failures.append("nondeterministic: run \(run) differs from run 1 first at frame \(frame) (t = \(Quantity.seconds(time)))")
            case .frameCount(let frame, let time, let firstCount, let otherCount):
                nondeterminism = Nondeterminism(run: run, frame: frame, time: time)
                failures.append("nondeterministic: run \(run) has \(otherCount) frames, run 1 has \(firstCount); they part at frame \(frame) (t = \(Quantity.seconds(time)))")
            case .endOfStream:
                nondeterminism = Nondeterminism(run: run, frame: nil, time: nil)
                failures.append("nondeterministic: run \(run) agrees with run 1 frame by frame but differs at end of stream")
            }
            break
        }
        if let error = first.sourceError { failures.append("the source ended early: \(error)") }
        failures += Self.usability(first)
        let completed = RepComparison(completed: fixture.labels, tolerances: fixture.tolerances, output: first)
        let unfinished = RepComparison(unfinished: fixture.labels, tolerances: fixture.tolerances, output: first)
        reps = completed.report
        self.unfinished = unfinished.report
        failures += completed.failures + unfinished.failures
        if let reference {
            let comparison = KeypointComparison(
                reference: reference, poses: first.poses, everyFrameNeedsJoints: handLabelled, tolerance: tolerance)
            keypoints = comparison.report
            failures += comparison.failures
        }
    }

    /// A pipeline that found nothing to measure passes no assertion worth having: even a
    /// fixture labelled with zero reps fails when there were no usable joints.
    private static func usability(_ output: PipelineOutput) -> [String] {
        guard !output.poses.isEmpty else { return ["the pipeline produced no poses"] }
        guard output.poses.contains(where: { !$0.joints.isEmpty }) else {
            return ["no usable joints in any of \(output.poses.count) poses (every point has confidence 0)"]
        }
        guard output.angles.contains(where: { $0 != nil }) else {
            return ["the engine could use none of \(output.poses.count) poses (the joints it measures are missing or below its confidence)"]
        }
        return []
    }
}
