import KinesiaManifest
import KinesiaMotion

/// Keypoint truth counted through the engine, as the pipeline's poses are: what the motion
/// itself does by the exercise's shipping definition, free of the pose model's error. Labels
/// true by construction come from it: `kinesia render` writes a rendered fixture's peaks and
/// verdicts from its truth, and a threshold fixture's band must hold for it (`RepBand`).
package struct TruthCount: Sendable {
    package var exercise: ExerciseDefinition
    package var reps: [Rep]
    package var verdicts: [FormVerdict]

    package init(poses: [Pose], exercise: ExerciseDefinition, side: Side, smoothing: Double? = nil) {
        let session = MotionSession(exercise: exercise, side: side, smoothing: smoothing)
        for pose in poses { _ = session.process(pose) }
        session.finish()
        self.exercise = exercise
        reps = session.reps
        verdicts = session.verdicts
    }

    /// Each rep's verdicts as `labels.verdicts` spells them.
    package var verdictLabels: [String] {
        reps.map { rep in RepVerdictLabel.text(Set(verdicts.filter { $0.rep == rep.number }.map(\.kind))) }
    }

    /// The reps whose peak lies within `margin` degrees of a minimum-peak rule's limit: their
    /// verdict is decided by less than the pipeline's error, so it is no label of the motion.
    package func repsNearPeakLimits(margin: Double) -> [Rep] {
        let limits = exercise.formRules.compactMap { rule -> Double? in
            if case .minimumPeak(let limit, _) = rule { return limit }
            return nil
        }
        return reps.filter { rep in limits.contains { abs(rep.peak - $0) < margin } }
    }

    /// Why a banded fixture's label would not hold for its truth: a count other than the
    /// labelled, or a rep within `RepBand.truthMargin` of an edge (or beyond). Empty when the
    /// label holds by construction, and for a fixture without a band.
    package func bandFailures(_ labels: Labels) -> [String] {
        guard let band = labels.band else { return [] }
        let count = reps.count == labels.reps ? [] : ["the truth counts \(reps.count) reps, labelled \(labels.reps)"]
        return count + band.failures(reps, margin: RepBand.truthMargin, whose: "the truth's ")
    }
}
