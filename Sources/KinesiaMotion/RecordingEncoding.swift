import KinesiaSupport

/// Writing a recording canonically: the same poses always give the same bytes, so digests
/// of recordings are stable.
///
/// Fixed member order (format, version, source with sorted keys, frames), one frame per
/// line, points in `Joint.allCases` order, only valid points, numbers in Swift's shortest
/// round-trip form, a final newline.
extension Recording {
    public func canonicalText() throws(JSONContentError) -> String {
        try source.validate(at: JSONPath([.key("source")]))
        let sourceText: String
        do {
            sourceText = try JSONWriter(sortsKeys: true).text(for: .object(source.fields.map { JSONMember($0.key, $0.value) }))
        } catch {
            throw JSONContentError(JSONPath([.key("source")] + error.path.components), error.reason)
        }
        var output = "{\"format\":" + JSONWriter.quoted(Self.format) + ",\"version\":\(Self.version)"
        output += ",\"source\":" + sourceText + ",\"frames\":["
        var previous: Double?
        for (index, pose) in poses.enumerated() {
            try RecordingRules.checkTimestamp(pose.timestamp, previous: previous, frame: index)
            previous = pose.timestamp
            output += index == 0 ? "\n" : ",\n"
            try Self.appendFrame(pose, index: index, to: &output)
        }
        output += poses.isEmpty ? "]}\n" : "\n]}\n"
        return output
    }

    private static func appendFrame(_ pose: Pose, index: Int, to output: inout String) throws(JSONContentError) {
        output += "{\"t\":" + pose.timestamp.description + ",\"points\":{"
        var first = true
        for joint in Joint.allCases {
            let point = pose.point(at: joint.ordinal)
            guard point.isValid else { continue }
            try RecordingRules.checkPoint(point, frame: index, joint: joint)
            output += first ? "\"" : ",\""
            first = false
            output += joint.rawValue + "\":[" + point.x.description + "," + point.y.description + ","
            output += point.confidence.description + "]"
        }
        output += "}}"
    }
}
