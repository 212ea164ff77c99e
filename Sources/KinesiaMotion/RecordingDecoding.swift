import KinesiaSupport

/// Reading a recording from a parsed JSON tree, strictly: anything the format does not
/// allow is an error naming its JSON path, never a silently skipped value. `source` is open
/// on purpose: tools note there whatever made the poses (`renderer`, `landmarks`, …).
extension Recording {
    public init(json: JSONValue) throws(JSONContentError) {
        let fields = try JSONObjectReader.document(json, format: Self.format, versions: [Self.version], keys: ["source", "frames"])
        var source = RecordingProvenance()
        if let sourceFields = try fields.optionalOpenObject("source") {
            source.fields = Dictionary(uniqueKeysWithValues: sourceFields.members.map { ($0.key, $0.value) })
            try source.validate(at: sourceFields.path)
        }
        let frames = try fields.elements("frames")
        let aspectRatio = source.aspectRatio ?? 1
        var poses: [Pose] = []
        poses.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() {
            poses.append(try Self.pose(from: frame, index: index, previous: poses.last?.timestamp, aspectRatio: aspectRatio))
        }
        self.init(source: source, poses: poses)
    }

    /// One frame `{t, points}` of the frames array at `frames`, its points as written.
    static func pose(
        from frame: JSONValue, index: Int, previous: Double?, aspectRatio: Double, in frames: JSONPath = RecordingRules.framesPath
    ) throws(JSONContentError) -> Pose {
        let fields = try JSONObjectReader(frame, at: RecordingRules.pathOfFrame(index, in: frames), keys: ["t", "points"])
        let timestamp = try fields.double("t")
        try RecordingRules.checkTimestamp(timestamp, previous: previous, frame: index, in: frames)
        let points = try fields.openObject("points")
        var pose = Pose(points: [Joint: PosePoint](), timestamp: timestamp, aspectRatio: aspectRatio)
        for member in points.members {
            let joint = try Joint(key: member.key, at: points.path(of: member.key))
            let point = try self.point(member.value, at: points.path(of: member.key))
            try RecordingRules.checkPoint(point, frame: index, joint: joint, in: frames)
            if point.isValid { pose[joint] = point }
        }
        return pose
    }

    /// `[x, y, confidence]`, or `[x, y]` meaning confidence 1.
    private static func point(_ value: JSONValue, at path: JSONPath) throws(JSONContentError) -> PosePoint {
        let numbers = try value.elements(at: path, expected: "an array [x, y, confidence]")
        guard numbers.count == 2 || numbers.count == 3 else {
            throw JSONContentError(path, .invalid("expected [x, y] or [x, y, confidence], found \(numbers.count) numbers"))
        }
        let x = try numbers[0].double(at: path.appending(index: 0))
        let y = try numbers[1].double(at: path.appending(index: 1))
        let confidence = numbers.count == 3 ? try numbers[2].double(at: path.appending(index: 2)) : 1
        return PosePoint(x: x, y: y, confidence: confidence)
    }
}
