import Foundation

/// How observed variance becomes a keypoint tolerance (manifests/BASELINES.md).
///
/// The tolerance bounds accuracy: how far a joint is from the truth in all but its worst
/// frames. The runner fails a joint when the 95th percentile of its distances over the
/// labelled frames exceeds the tolerance, so one frame where the model loses a wrist behind
/// the body is a fact about the model, not a failure, while a joint that moved in one frame
/// of twenty is one:
///
///     tolerance = max(floor, p95 + k·σ_perturbation)
///
/// p95 is the largest 95th percentile of any calibration run, so every calibration run
/// passes. The margin is what another machine, thread count or starting frame may move the
/// statistic by: σ_perturbation is the per-axis RMS change of the error under the
/// perturbations, and the default k = 3 gives a run three of those. The frame-to-frame jitter
/// is in the distances the percentile is taken over already. The worst frame
/// and the systematic error are recorded, not used: a bound that copies the worst frame
/// cannot fail for the next worst. The floor keeps a noise-free fixture from demanding
/// agreement finer than its labels are written to (recordings hold four decimals, 10⁻⁴;
/// the floor is fifty times that). A tolerance is never above the body-scale cap
/// (`ToleranceCap`) unless the fixture states why.
///
/// A joint the truth sees may be missing from the pipeline's poses in a few frames; the runner
/// fails it when it misses more than its allowed rate:
///
///     allowedMissRate = missRate (the worst of the calibration runs) + missMargin
///
/// The margin (default 0.05, five in a hundred frames) is what another CPU or a retrained model
/// may add before the fixture says so.
package struct CalibrationMethod: Sendable, Hashable {
    package static let defaultK = 3.0
    /// The share of a joint's distances the tolerance bounds.
    package static let quantile = 0.95
    package static let defaultFloor = 0.005
    package static let defaultMissMargin = 0.05
    /// Tolerances are rounded up to a multiple of 1/stepsPerUnit (0.0001) so files stay
    /// readable and stable.
    package static let stepsPerUnit = 10_000.0

    package var k: Double
    package var floor: Double
    package var missMargin: Double

    package init(
        k: Double = CalibrationMethod.defaultK, floor: Double = CalibrationMethod.defaultFloor,
        missMargin: Double = CalibrationMethod.defaultMissMargin
    ) {
        self.k = k
        self.floor = floor
        self.missMargin = missMargin
    }

    /// Which term set the tolerance: `quantile` is p95 + k·σ_perturbation; `variance` and
    /// `worstObserved` are version 1 and 2 files' terms (k·σ_total + systematic, the worst
    /// distance), and peak calibration's.
    package enum Bound: String, Sendable, Hashable, CaseIterable {
        case floor, quantile, variance, worstObserved
    }

    package func tolerance(perturbation: Double, quantile: Double) -> (value: Double, bound: Bound) {
        let candidates: [(Double, Bound)] = [(floor, .floor), (quantile + k * perturbation, .quantile)]
        let (value, bound) = candidates.max { $0.0 < $1.0 }!
        return ((value * Self.stepsPerUnit).rounded(.up) / Self.stepsPerUnit, bound)
    }

    /// The nearest-rank `quantile` of `distances` (the largest below 20 values); nil when empty.
    package static func quantile(_ distances: [Double]) -> Double? {
        guard !distances.isEmpty else { return nil }
        let sorted = distances.sorted()
        let rank = Int((quantile * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(1, rank)) - 1]
    }

    /// On the tolerances' step, rounded up; never above 1.
    package func allowedMissRate(missRate: Double) -> Double {
        // To 10⁻⁶ of a step first, so 0.05 is not lifted a step by its binary expansion.
        let steps = (((missRate + missMargin) * Self.stepsPerUnit * 1e6).rounded() / 1e6).rounded(.up)
        return min(1, steps / Self.stepsPerUnit)
    }
}
