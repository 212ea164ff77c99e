// The one writer of fixture entries: every tool that adds fixtures to a manifest writes them
// here, so the format has one owner beside its reader (FixtureDecoder).
extension FixtureEntry {
    /// The entry as a list item whose dash is indented by `listIndent`, its comments above it.
    public func yaml(listIndent: String) -> String {
        var writer = YAMLBlockWriter(indent: listIndent)
        write(to: &writer)
        return writer.text
    }

    /// A stretch of a `fixtures` list: `heading` comments, then the entries with a blank line
    /// between them.
    public static func yaml(_ entries: [FixtureEntry], heading: [String] = [], listIndent: String) -> String {
        var writer = YAMLBlockWriter(indent: listIndent)
        heading.forEach { writer.comment($0) }
        return writer.text + entries.map { $0.yaml(listIndent: listIndent) }.joined(separator: "\n")
    }

    private func write(to writer: inout YAMLBlockWriter) {
        comments.forEach { writer.comment($0) }
        writer.listItem { item in
            item.field("id", .string(id))
            item.mapping("source") { Self.write(source, key: kind.rawValue, to: &$0) }
            item.field("exercise", .string(exercise))
            item.field("side", .string(side.rawValue))
            item.field("camera", Self.flow(camera))
            item.field("footage", footage.map { .string($0.rawValue) })
            item.field("tags", tags.isEmpty ? nil : .list(tags.map(YAMLFlowValue.string)))
            item.mapping("labels") { labels in
                labels.field("reps", .integer(self.labels.reps))
                labels.field("times", self.labels.times.map { .list($0.map(YAMLFlowValue.number)) })
                labels.field("unfinished", self.labels.unfinished.map(YAMLFlowValue.integer))
                if let keypoints = self.labels.keypoints {
                    labels.mapping("keypoints") { Self.write(keypoints, key: "recording", to: &$0) }
                }
            }
            item.mapping("tolerances") { tolerances in
                tolerances.field("repTime", self.tolerances.repTime.map(YAMLFlowValue.number))
                tolerances.field("keypoint", self.tolerances.keypoint.map(YAMLFlowValue.number))
                let joints = self.tolerances.joints.sorted { $0.key < $1.key }
                tolerances.field("joints", joints.isEmpty ? nil : .mapping(joints.map { ($0.key.rawValue, .number($0.value)) }))
                tolerances.field("baseline", self.tolerances.baseline.map(YAMLFlowValue.string))
            }
            item.field("maxFrameRate", maxFrameRate.map(YAMLFlowValue.number))
        }
    }

    private static func write(_ file: File, key: String, to writer: inout YAMLBlockWriter) {
        writer.field(key, .string(file.path))
        writer.field("root", file.root.map(YAMLFlowValue.string))
        writer.field("sha256", .string(file.sha256))
    }

    /// The tags in the schema's order; nil when they say nothing a reader needs.
    private static func flow(_ camera: CameraTags) -> YAMLFlowValue? {
        guard camera != CameraTags() else { return nil }
        let tags: [(key: String, value: YAMLFlowValue?)] = [
            ("angle", camera.angle.map { .string($0.rawValue) }), ("height", camera.height.map { .string($0.rawValue) }),
            ("lens", camera.lens.map { .string($0.rawValue) }), ("mirrored", .bool(camera.mirrored)),
            ("lighting", camera.lighting.map { .string($0.rawValue) }),
        ]
        return .mapping(tags.compactMap { tag in tag.value.map { (tag.key, $0) } })
    }
}
