import Foundation

/// How observed variance becomes a keypoint tolerance (manifests/BASELINES.md).
///
/// The runner fails a joint when ANY labelled frame's distance exceeds its tolerance, so the
/// tolerance bounds the maximum error, not a typical one:
///
///     σ_total   = √(σ_jitter² + σ_perturbation²)          (per axis)
///     tolerance = max(floor, k·σ_total + |systematic|, worst observed)
///
/// With per-axis normal noise of σ, a distance exceeds kσ with probability e^(−k²/2): for the
/// default k = 5 that is 3.7·10⁻⁶ per frame, under 0.4 % over a thousand labelled frames. The
/// systematic error (the median error vector's length) is a fixed offset noise rides on, so
/// it adds. The worst error seen in any calibration run is a lower bound by construction: a
/// baseline its own calibration runs would fail is no baseline. The floor keeps a
/// noise-free fixture from demanding agreement finer than its labels are written to
/// (recordings hold four decimals, 10⁻⁴; the floor is fifty times that).
///
/// A joint the truth sees may be missing from the pipeline's poses in a few frames; the runner
/// fails it when it misses more than its allowed rate:
///
///     allowedMissRate = missRate (the worst of the calibration runs) + missMargin
///
/// The margin (default 0.05, five in a hundred frames) is what another CPU or a retrained model
/// may add before the fixture says so.
public struct CalibrationMethod: Sendable, Hashable {
    public static let defaultK = 5.0
    public static let defaultFloor = 0.005
    public static let defaultMissMargin = 0.05
    /// Tolerances are rounded up to a multiple of 1/stepsPerUnit (0.0001) so files stay
    /// readable and stable.
    public static let stepsPerUnit = 10_000.0

    public var k: Double
    public var floor: Double
    public var missMargin: Double

    public init(
        k: Double = CalibrationMethod.defaultK, floor: Double = CalibrationMethod.defaultFloor,
        missMargin: Double = CalibrationMethod.defaultMissMargin
    ) {
        self.k = k
        self.floor = floor
        self.missMargin = missMargin
    }

    /// Which term set the tolerance.
    public enum Bound: String, Sendable, Hashable, CaseIterable {
        case floor, variance, worstObserved
    }

    public func tolerance(total: Double, systematic: Double, worst: Double) -> (value: Double, bound: Bound) {
        let candidates: [(Double, Bound)] = [(floor, .floor), (k * total + systematic, .variance), (worst, .worstObserved)]
        let (value, bound) = candidates.max { $0.0 < $1.0 }!
        return ((value * Self.stepsPerUnit).rounded(.up) / Self.stepsPerUnit, bound)
    }

    /// On the tolerances' step, rounded up; never above 1.
    public func allowedMissRate(missRate: Double) -> Double {
        // To 10⁻⁶ of a step first, so 0.05 is not lifted a step by its binary expansion.
        let steps = (((missRate + missMargin) * Self.stepsPerUnit * 1e6).rounded() / 1e6).rounded(.up)
        return min(1, steps / Self.stepsPerUnit)
    }
}
