import KinesiaSupport

/// A fixture's peak tolerance from observed variance, derived as its keypoint tolerances are:
/// the pipeline's rep peaks against the labelled (true) ones, over the unperturbed run and
/// every perturbation that counted the labelled reps.
///
///     systematic = median(counted − labelled)
///     σ          = 1.4826·MAD(counted − labelled)
///     tolerance  = max(floor, |systematic| + k·σ, worst |counted − labelled|),
///                  rounded up to half a degree
///
/// The runner fails a rep whose peak differs from its label by more than the tolerance, so,
/// as with keypoints, the systematic offset (a view the pose model reads deeper or shallower
/// than the truth) adds to the noise it carries. k = 3 leaves a normal rep outside with
/// probability 0.27 %; the floor keeps a noise-free fixture from demanding agreement finer
/// than labels written to a tenth of a degree and a pipeline that samples the peak between frames;
/// the worst difference seen is a lower bound, as for keypoints: a tolerance its own
/// calibration runs would fail is no tolerance.
package struct PeakCalibration: Sendable, Hashable {
    package static let k = 3.0
    package static let floor = 2.0
    package static let step = 0.5

    package var tolerance: Double
    /// Which term set the tolerance.
    package var bound: CalibrationMethod.Bound
    package var systematic: Double
    package var spread: Double
    /// Rep peaks compared, and the runs they came from.
    package var reps: Int
    package var runs: Int

    /// Nil without peak labels or when no run counted the labelled reps.
    init?(labelled: [Double]?, outputs: [PipelineOutput]) {
        guard let labelled, !labelled.isEmpty else { return nil }
        let counting = outputs.filter { $0.reps.count == labelled.count }
        let differences = counting.flatMap { output in zip(output.reps, labelled).map { $0.peak - $1 } }.sorted()
        guard let systematic = RobustSpread.median(differences),
              let mad = RobustSpread.median(differences.map { abs($0 - systematic) })
        else { return nil }
        self.systematic = systematic
        spread = RobustSpread.madToSigma * mad
        let worst = differences.map(abs).max() ?? 0
        let candidates: [(Double, CalibrationMethod.Bound)] = [(Self.floor, .floor), (abs(systematic) + Self.k * spread, .variance), (worst, .worstObserved)]
        let (value, bound) = candidates.max { $0.0 < $1.0 }!
        tolerance = (value / Self.step).rounded(.up) * Self.step
        self.bound = bound
        reps = differences.count
        runs = counting.count
    }

    /// "peak tolerance 16° (systematic +12.7°, σ 0.4° over 35 rep peaks in 7 runs; k 3, floor 2°)"
    package var summary: String {
        "peak tolerance \(NumberText.degrees(tolerance)) (systematic \(systematic < 0 ? "−" : "+")\(NumberText.degrees(abs(systematic))), "
            + "σ \(NumberText.degrees(spread)) over \(reps) rep peaks in \(runs) runs; k \(NumberText.trimmed(Self.k, places: 1)), "
            + "floor \(NumberText.degrees(Self.floor)); set by \(bound.rawValue))"
    }
}
