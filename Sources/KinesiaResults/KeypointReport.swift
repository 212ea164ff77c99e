import KinesiaMotion
import KinesiaSupport

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
    /// The truth's median torso length (shoulder midpoint to hip midpoint, normalized image
    /// units) over the frames where it sees both shoulders and hips (else over its hidden
    /// labels of them): a tolerance above half of it needs a stated reason. Nil when the truth
    /// never labels the torso, and before version 4.
    public var bodyScale: Double?

    public init(
        labelledFrames: Int, matchedFrames: Int, framesWithoutJoints: Int, joints: [JointError], accuracy: KeypointAccuracy? = nil,
        series: KeypointSeries? = nil, bodyScale: Double? = nil
    ) {
        self.labelledFrames = labelledFrames
        self.matchedFrames = matchedFrames
        self.framesWithoutJoints = framesWithoutJoints
        self.joints = joints
        self.accuracy = accuracy
        self.series = series
        self.bodyScale = bodyScale
    }
}

public struct JointError: Sendable, Hashable {
    public var joint: Joint
    /// Frames where the distance was measured.
    public var compared: Int
    /// Matched frames where the truth sees the joint and the pipeline does not report it
    /// (confidence 0): the joint's misses, out of `compared + missing`.
    public var missing: Int
    /// Matched frames where the truth marks the joint hidden: not compared (0 before version 4).
    public var hidden: Int
    /// Normalized distance; nil when nothing was compared.
    public var median: Double?
    /// The 95th percentile of the distances (nearest rank), which the tolerance bounds; nil
    /// before version 5.
    public var quantile: Double?
    public var max: Double?
    /// Bounds `quantile`. Nil when no tolerance applies to the joint (it is reported, not judged).
    public var tolerance: Double?
    /// The share of `compared + missing` the joint may be missing in; nil when no limit
    /// applies (and before version 4).
    public var allowedMissRate: Double?

    public init(
        joint: Joint, compared: Int, missing: Int, hidden: Int = 0, median: Double?, quantile: Double? = nil, max: Double?,
        tolerance: Double?, allowedMissRate: Double? = nil
    ) {
        self.joint = joint
        self.compared = compared
        self.missing = missing
        self.hidden = hidden
        self.allowedMissRate = allowedMissRate
        self.median = median
        self.quantile = quantile
        self.max = max
        self.tolerance = tolerance
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension KeypointReport {
    var json: JSONValue {
        [
            "labelledFrames": .integer(labelledFrames), "matchedFrames": .integer(matchedFrames),
            "framesWithoutJoints": .integer(framesWithoutJoints),
            "joints": .array(joints.map(\.json)),
            "accuracy": accuracy?.json ?? .null, "series": series?.json ?? .null, "bodyScale": JSONValue(bodyScale),
        ]
    }

    /// Version 2 added `accuracy` and `series`, version 4 `bodyScale`.
    static let jsonKeys = JSONKeys(["labelledFrames", "matchedFrames", "framesWithoutJoints", "joints"]).adding(["accuracy", "series"], since: 2)
        .adding(["bodyScale"], since: 4)

    init(fields: JSONObjectReader) throws(JSONContentError) {
        var joints: [JointError] = []
        for error in try fields.objects("joints", keys: JointError.jsonKeys) { joints.append(try JointError(fields: error)) }
        self.init(labelledFrames: try fields.int("labelledFrames"), matchedFrames: try fields.int("matchedFrames"),
            framesWithoutJoints: try fields.int("framesWithoutJoints"), joints: joints,
            accuracy: try fields.optionalObject("accuracy", keys: KeypointAccuracy.jsonKeys).map { (accuracy) throws(JSONContentError) in
                try KeypointAccuracy(fields: accuracy)
            },
            series: try fields.optionalObject("series", keys: KeypointSeries.jsonKeys).map { (series) throws(JSONContentError) in
                try KeypointSeries(fields: series)
            },
            bodyScale: try fields.optionalDouble("bodyScale"))
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension JointError {
    var json: JSONValue {
        [
            "joint": .string(joint.rawValue), "compared": .integer(compared), "missing": .integer(missing), "hidden": .integer(hidden),
            "median": JSONValue(median), "p95": JSONValue(quantile), "max": JSONValue(max), "tolerance": JSONValue(tolerance),
            "allowedMissRate": JSONValue(allowedMissRate),
        ]
    }

    /// Version 4 added `hidden` and `allowedMissRate`, version 5 `p95`.
    static let jsonKeys = JSONKeys(["joint", "compared", "missing", "median", "max", "tolerance"])
        .adding(["hidden", "allowedMissRate"], since: 4).adding(["p95"], since: 5)

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            joint: try fields.choice("joint", as: Joint.self), compared: try fields.int("compared"), missing: try fields.int("missing"),
            hidden: try fields.optionalInt("hidden") ?? 0, median: try fields.optionalDouble("median"),
            quantile: try fields.optionalDouble("p95"), max: try fields.optionalDouble("max"),
            tolerance: try fields.optionalDouble("tolerance"), allowedMissRate: try fields.optionalDouble("allowedMissRate"))
    }
}
