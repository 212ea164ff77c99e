import KinesiaSupport

/// Reading a recording from a parsed JSON tree, strictly: anything the format does not
/// allow is an error naming its JSON path, never a silently skipped value.
extension Recording {
    public init(json: JSONValue) throws(JSONContentError) {
        let top = try Self.members(of: json, at: .root, allowed: ["format", "version", "source", "frames"])
        guard let format = top["format"] else { throw JSONContentError(.root, .missingField("format")) }
        guard format.stringValue == Self.format else {
            throw JSONContentError(
                JSONPath([.key("format")]),
                .invalid("not a \(Self.format) file (format is \(Self.describe(format)))"))
        }
        guard let version = top["version"] else { throw JSONContentError(.root, .missingField("version")) }
        guard version.intValue == Self.version else {
            throw JSONContentError(
                JSONPath([.key("version")]),
                .invalid("unsupported version \(Self.describe(version)) (this build reads version \(Self.version))"))
        }
        var source = RecordingProvenance()
        if let sourceValue = top["source"] {
            source.fields = try Self.members(of: sourceValue, at: JSONPath([.key("source")]), allowed: nil)
            try source.validate(at: JSONPath([.key("source")]))
        }
        guard let framesValue = top["frames"] else { throw JSONContentError(.root, .missingField("frames")) }
        guard let frames = framesValue.arrayValue else {
            throw JSONContentError(JSONPath([.key("frames")]), .wrongType(expected: "an array", found: framesValue.kind))
        }
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
        let path = RecordingRules.pathOfFrame(index, in: frames)
        let fields = try members(of: frame, at: path, allowed: ["t", "points"])
        guard let t = fields["t"] else { throw JSONContentError(path, .missingField("t")) }
        let timestamp = try number(t, at: path.appending(key: "t"))
        try RecordingRules.checkTimestamp(timestamp, previous: previous, frame: index, in: frames)
        guard let points = fields["points"] else { throw JSONContentError(path, .missingField("points")) }
        guard case .object(let entries) = points else {
            throw JSONContentError(path.appending(key: "points"), .wrongType(expected: "an object", found: points.kind))
        }
        var pose = Pose(points: [Joint: PosePoint](), timestamp: timestamp, aspectRatio: aspectRatio)
        var seen = Set<Joint>()
        for entry in entries {
            guard let joint = Joint(rawValue: entry.key) else {
                throw JSONContentError(RecordingRules.pathOfPoint(frame: index, joint: entry.key, in: frames), .invalid(unknownJoint(entry.key)))
            }
            guard seen.insert(joint).inserted else {
                throw JSONContentError(RecordingRules.pathOfPoint(frame: index, joint: entry.key, in: frames), .invalid("joint given twice"))
            }
            let point = try self.point(entry.value, at: RecordingRules.pathOfPoint(frame: index, joint: joint.rawValue, in: frames))
            try RecordingRules.checkPoint(point, frame: index, joint: joint, in: frames)
            if point.isValid { pose[joint] = point }
        }
        return pose
    }

    /// `[x, y, confidence]`, or `[x, y]` meaning confidence 1.
    private static func point(_ value: JSONValue, at path: JSONPath) throws(JSONContentError) -> PosePoint {
        guard case .array(let numbers) = value else {
            throw JSONContentError(path, .wrongType(expected: "an array [x, y, confidence]", found: value.kind))
        }
        guard numbers.count == 2 || numbers.count == 3 else {
            throw JSONContentError(path, .invalid("expected [x, y] or [x, y, confidence], found \(numbers.count) numbers"))
        }
        let x = try number(numbers[0], at: path.appending(index: 0))
        let y = try number(numbers[1], at: path.appending(index: 1))
        let confidence = numbers.count == 3 ? try number(numbers[2], at: path.appending(index: 2)) : 1
        return PosePoint(x: x, y: y, confidence: confidence)
    }

    static func number(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONContentError) -> Double {
        guard let number = value.doubleValue else {
            throw JSONContentError(path(), .wrongType(expected: "a number", found: value.kind))
        }
        guard number.isFinite else { throw JSONContentError(path(), .notFiniteNumber) }
        return number
    }

    /// An object's members by key; rejects other kinds, repeated keys and, when `allowed`
    /// is given, keys the format does not define (usually typos).
    static func members(of value: JSONValue, at path: JSONPath, allowed: Set<String>?) throws(JSONContentError) -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw JSONContentError(path, .wrongType(expected: "an object", found: value.kind))
        }
        var result: [String: JSONValue] = [:]
        for member in members {
            if let allowed, !allowed.contains(member.key) {
                throw JSONContentError(
                    path.appending(key: member.key),
                    .invalid("unknown field (expected \(allowed.sorted().joined(separator: ", ")))"))
            }
            guard result.updateValue(member.value, forKey: member.key) == nil else {
                throw JSONContentError(path.appending(key: member.key), .invalid("field given twice"))
            }
        }
        return result
    }

    private static func unknownJoint(_ name: String) -> String {
        let names = Joint.allCases.map(\.rawValue)
        if let suggestion = NameSuggestion.closest(to: name, among: names) {
            return "unknown joint \"\(name)\" (did you mean \(suggestion)?)"
        }
        return "unknown joint \"\(name)\" (joints: \(names.joined(separator: ", ")))"
    }

    private static func describe(_ value: JSONValue) -> String {
        (try? JSONWriter().text(for: value)) ?? value.kind
    }
}
