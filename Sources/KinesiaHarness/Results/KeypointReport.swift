import KinesiaMotion

/// Keypoints against the labelled ones: per joint, the normalized distance over every
/// labelled frame where both the label and the pipeline have the joint.
public struct KeypointReport: Sendable, Hashable {
    /// Labelled frames, and how many had a pose at their time.
    public var labelledFrames: Int
    public var matchedFrames: Int
    /// Matched frames whose pose had none of the labelled joints.
    public var framesWithoutJoints: Int
    public var joints: [JointError]
    /// Over every compared (frame, joint) pair (`KeypointAccuracy`): the mean normalized
    /// distance, PCK@0.2 of torso size and the mean OKS-style score; nil when nothing was
    /// compared (and in version 1 results).
    public var accuracy: KeypointAccuracy?
    /// Each joint's error at each matched labelled frame; nil in version 1 results.
    public var series: KeypointSeries?

    public init(
        labelledFrames: Int, matchedFrames: Int, framesWithoutJoints: Int, joints: [JointError], accuracy: KeypointAccuracy? = nil,
        series: KeypointSeries? = nil
    ) {
        self.labelledFrames = labelledFrames
        self.matchedFrames = matchedFrames
        self.framesWithoutJoints = framesWithoutJoints
        self.joints = joints
        self.accuracy = accuracy
        self.series = series
    }
}

public struct JointError: Sendable, Hashable {
    public var joint: Joint
    /// Frames where the distance was measured.
    public var compared: Int
    /// Matched frames where the label has the joint and the pipeline does not (confidence 0).
    public var missing: Int
    /// Normalized distance; nil when nothing was compared.
    public var median: Double?
    public var max: Double?
    /// Nil when no tolerance applies to the joint (it is reported, not judged).
    public var tolerance: Double?

    public init(joint: Joint, compared: Int, missing: Int, median: Double?, max: Double?, tolerance: Double?) {
        self.joint = joint
        self.compared = compared
        self.missing = missing
        self.median = median
        self.max = max
        self.tolerance = tolerance
    }
}
