import KinesiaMotion

/// Keypoint error over time: per labelled joint, its normalized distance at each matched
/// labelled frame (nil where the label or the pipeline lacked it).
public struct KeypointSeries: Sendable, Hashable {
    /// Seconds, the labelled frames' times, in order.
    public var times: [Double]
    /// In `Joint` order.
    public var joints: [(joint: Joint, errors: [Double?])]

    public init(times: [Double], joints: [(joint: Joint, errors: [Double?])]) {
        self.times = times
        self.joints = joints
    }

    public static func == (lhs: KeypointSeries, rhs: KeypointSeries) -> Bool {
        lhs.times == rhs.times && lhs.joints.count == rhs.joints.count
            && zip(lhs.joints, rhs.joints).allSatisfy { $0.joint == $1.joint && $0.errors == $1.errors }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(times)
        for entry in joints {
            hasher.combine(entry.joint)
            hasher.combine(entry.errors)
        }
    }
}
