import KinesiaMotion
import KinesiaSupport

/// One joint's calibrated tolerance and the observed variance behind it, in normalized
/// image units.
package struct JointBaseline: Sendable, Hashable {
    package var joint: Joint
    package var tolerance: Double
    package var bound: CalibrationMethod.Bound
    /// Frame-to-frame jitter of the error on the unperturbed run, per axis (robust σ).
    package var jitter: Double
    /// The largest per-axis RMS change of the error between the unperturbed run and one
    /// perturbation (version 1 and 2 files: pooled over all of them).
    package var perturbation: Double
    /// √(jitter² + perturbation²).
    package var total: Double
    /// Length of the median error vector on the unperturbed run.
    package var systematic: Double
    /// The largest distance in any calibration run.
    package var worst: Double
    /// The largest 95th percentile of the distances in any calibration run; nil before version 3.
    package var quantile: Double?
    /// Labelled frames the unperturbed run matched for this joint (where the truth sees it).
    package var frames: Int
    /// The largest share of the matched frames where the truth sees the joint that any
    /// calibration run missed it in; nil in a version 1 file.
    package var missRate: Double?
    /// `missRate` + the method's `missMargin`: the runner fails the joint above it; nil in a
    /// version 1 file (the runner then allows `Tolerances.defaultAllowedMissRate`).
    package var allowedMissRate: Double?

    package init(
        joint: Joint, tolerance: Double, bound: CalibrationMethod.Bound, jitter: Double, perturbation: Double,
        total: Double, systematic: Double, worst: Double, quantile: Double? = nil, frames: Int, missRate: Double? = nil,
        allowedMissRate: Double? = nil
    ) {
        self.joint = joint
        self.tolerance = tolerance
        self.bound = bound
        self.jitter = jitter
        self.perturbation = perturbation
        self.total = total
        self.systematic = systematic
        self.worst = worst
        self.quantile = quantile
        self.frames = frames
        self.missRate = missRate
        self.allowedMissRate = allowedMissRate
    }

    static func recorded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
}

// As a baseline file writes it (manifests/BASELINES.md).
extension JointBaseline {
    /// The entry under the joint's name; variance components as `recorded`.
    var json: JSONValue {
        [
            "tolerance": .number(tolerance),
            "bound": .string(bound.rawValue),
            "jitter": .number(Self.recorded(jitter)),
            "perturbation": .number(Self.recorded(perturbation)),
            "total": .number(Self.recorded(total)),
            "systematic": .number(Self.recorded(systematic)),
            "worst": .number(Self.recorded(worst)),
            "p95": JSONValue(quantile.map(Self.recorded)),
            "frames": .integer(frames),
            "missRate": JSONValue(missRate.map(Self.recorded)),
            "allowedMissRate": JSONValue(allowedMissRate),
        ]
    }

    /// Version 2 added `missRate` and `allowedMissRate`, version 3 `p95`.
    static let jsonKeys = JSONKeys(["tolerance", "bound", "jitter", "perturbation", "total", "systematic", "worst", "frames"])
        .adding(["missRate", "allowedMissRate"], since: 2).adding(["p95"], since: 3)

    init(joint: Joint, fields: JSONObjectReader) throws(JSONContentError) {
        let tolerance = try fields.double("tolerance")
        guard tolerance > 0 else { throw JSONContentError(fields.path(of: "tolerance"), .invalid("a tolerance must be above 0")) }
        self.init(
            joint: joint, tolerance: tolerance, bound: try fields.choice("bound", as: CalibrationMethod.Bound.self),
            jitter: try fields.double("jitter"), perturbation: try fields.double("perturbation"), total: try fields.double("total"),
            systematic: try fields.double("systematic"), worst: try fields.double("worst"), quantile: try fields.optionalDouble("p95"),
            frames: try fields.int("frames"),
            missRate: try fields.optionalDouble("missRate"), allowedMissRate: try Self.allowedMissRate(fields))
    }

    /// Required from version 2 on, a share of frames.
    private static func allowedMissRate(_ fields: JSONObjectReader) throws(JSONContentError) -> Double? {
        guard let version = fields.version, version >= 2 else { return nil }
        let rate = try fields.double("allowedMissRate")
        guard (0...1).contains(rate) else { throw JSONContentError(fields.path(of: "allowedMissRate"), .invalid("a miss rate is a share, 0 to 1")) }
        return rate
    }
}
