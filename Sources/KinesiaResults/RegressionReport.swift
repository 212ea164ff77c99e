import KinesiaMotion
import KinesiaSupport

/// A video's poses against the poses its calibration pinned: per joint, the per-axis RMS
/// displacement over the frames both report it and the frames only one does, each with the
/// bound the pin allows (`PosePin`).
public struct RegressionReport: Sendable, Hashable {
    /// The pin file, as the runner found it.
    public var pin: String
    public var pinnedFrames: Int
    /// Pinned frames the run had a pose for.
    public var pairedFrames: Int
    public var joints: [JointMovement]

    public init(pin: String, pinnedFrames: Int, pairedFrames: Int, joints: [JointMovement]) {
        self.pin = pin
        self.pinnedFrames = pinnedFrames
        self.pairedFrames = pairedFrames
        self.joints = joints
    }

    public struct JointMovement: Sendable, Hashable {
        public var joint: Joint
        /// Frames where both report the joint.
        public var frames: Int
        /// Per-axis RMS displacement from the pinned poses.
        public var displacement: Double
        public var tolerance: Double
        /// The length of the mean displacement from the pinned poses, and its bound.
        public var shift: Double
        public var shiftTolerance: Double
        /// The largest single displacement and when.
        public var largest: Double
        public var largestAt: Double
        /// Frames where only one of the run and the pin reports the joint.
        public var flips: Int
        public var allowedFlipRate: Double

        public init(
            joint: Joint, frames: Int, displacement: Double, tolerance: Double, shift: Double, shiftTolerance: Double, largest: Double,
            largestAt: Double, flips: Int, allowedFlipRate: Double
        ) {
            self.joint = joint
            self.frames = frames
            self.displacement = displacement
            self.tolerance = tolerance
            self.shift = shift
            self.shiftTolerance = shiftTolerance
            self.largest = largest
            self.largestAt = largestAt
            self.flips = flips
            self.allowedFlipRate = allowedFlipRate
        }

        public var flipRate: Double { frames + flips == 0 ? 0 : Double(flips) / Double(frames + flips) }
        /// The larger of the displacement and the shift as a share of its tolerance: 1 is the bound.
        public var shareOfTolerance: Double { max(displacement / tolerance, shift / shiftTolerance) }
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension RegressionReport {
    var json: JSONValue {
        [
            "pin": .string(pin), "pinnedFrames": .integer(pinnedFrames), "pairedFrames": .integer(pairedFrames),
            "joints": .array(joints.map { joint in
                [
                    "joint": .string(joint.joint.rawValue), "frames": .integer(joint.frames), "displacement": .number(joint.displacement),
                    "tolerance": .number(joint.tolerance), "shift": .number(joint.shift), "shiftTolerance": .number(joint.shiftTolerance),
                    "largest": .number(joint.largest), "largestAt": .number(joint.largestAt),
                    "flips": .integer(joint.flips), "allowedFlipRate": .number(joint.allowedFlipRate),
                ]
            }),
        ]
    }

    static let jsonKeys: JSONKeys = ["pin", "pinnedFrames", "pairedFrames", "joints"]
    static let jointKeys: JSONKeys = [
        "joint", "frames", "displacement", "tolerance", "shift", "shiftTolerance", "largest", "largestAt", "flips", "allowedFlipRate",
    ]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        var joints: [JointMovement] = []
        for joint in try fields.objects("joints", keys: Self.jointKeys) {
            joints.append(JointMovement(
                joint: try joint.choice("joint", as: Joint.self), frames: try joint.int("frames"), displacement: try joint.double("displacement"),
                tolerance: try joint.double("tolerance"), shift: try joint.double("shift"),
                shiftTolerance: try joint.double("shiftTolerance"), largest: try joint.double("largest"), largestAt: try joint.double("largestAt"),
                flips: try joint.int("flips"), allowedFlipRate: try joint.double("allowedFlipRate")))
        }
        self.init(
            pin: try fields.string("pin"), pinnedFrames: try fields.int("pinnedFrames"), pairedFrames: try fields.int("pairedFrames"),
            joints: joints)
    }
}
