import KinesiaMotion
import KinesiaSupport

/// One joint's regression tolerance in a pin: how far the joint may move from its pinned
/// positions, and how often its presence may differ, with the spread behind them.
package struct JointRegression: Sendable, Hashable {
    package var joint: Joint
    /// Bounds the run's per-axis RMS displacement from the pinned poses.
    package var tolerance: Double
    /// The largest per-axis RMS displacement of a perturbed run from the unperturbed run.
    package var spread: Double
    /// Bounds the length of the run's mean displacement from the pinned poses: a change that
    /// moves every frame the same way a little, which the RMS bound lets through.
    package var shiftTolerance: Double
    /// The largest mean displacement of a perturbed run.
    package var shift: Double
    /// Frames of the unperturbed run that report the joint.
    package var frames: Int
    /// The largest share of frames any perturbed run flipped the joint's presence in.
    package var flipRate: Double
    package var allowedFlipRate: Double

    package init(
        joint: Joint, tolerance: Double, spread: Double, shiftTolerance: Double, shift: Double, frames: Int, flipRate: Double,
        allowedFlipRate: Double
    ) {
        self.joint = joint
        self.tolerance = tolerance
        self.spread = spread
        self.shiftTolerance = shiftTolerance
        self.shift = shift
        self.frames = frames
        self.flipRate = flipRate
        self.allowedFlipRate = allowedFlipRate
    }
}

// As a pin file writes it (manifests/BASELINES.md).
extension JointRegression {
    var json: JSONValue {
        [
            "tolerance": .number(tolerance), "spread": .number(JointBaseline.recorded(spread)),
            "shiftTolerance": .number(shiftTolerance), "shift": .number(JointBaseline.recorded(shift)), "frames": .integer(frames),
            "flipRate": .number(JointBaseline.recorded(flipRate)), "allowedFlipRate": .number(allowedFlipRate),
        ]
    }

    static let jsonKeys: JSONKeys = ["tolerance", "spread", "shiftTolerance", "shift", "frames", "flipRate", "allowedFlipRate"]

    init(joint: Joint, fields: JSONObjectReader) throws(JSONContentError) {
        let tolerance = try fields.double("tolerance")
        guard tolerance > 0 else { throw JSONContentError(fields.path(of: "tolerance"), .invalid("a tolerance must be above 0")) }
        let shiftTolerance = try fields.double("shiftTolerance")
        guard shiftTolerance > 0 else { throw JSONContentError(fields.path(of: "shiftTolerance"), .invalid("a tolerance must be above 0")) }
        let allowed = try fields.double("allowedFlipRate")
        guard (0...1).contains(allowed) else {
            throw JSONContentError(fields.path(of: "allowedFlipRate"), .invalid("a flip rate is a share, 0 to 1"))
        }
        self.init(
            joint: joint, tolerance: tolerance, spread: try fields.double("spread"), shiftTolerance: shiftTolerance,
            shift: try fields.double("shift"), frames: try fields.int("frames"),
            flipRate: try fields.double("flipRate"), allowedFlipRate: allowed)
    }
}
