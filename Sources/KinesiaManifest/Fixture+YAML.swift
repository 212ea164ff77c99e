import KinesiaMotion
import KinesiaYAML

// The one writer of fixture entries (manifests/SCHEMA.md): every tool that adds fixtures to a
// manifest writes them here, so the format has one owner beside its reader (FixtureDecoder).
// A value the reader would fill in anyway is left out: the manifest's default root, the
// built-in rep-time tolerance and number of runs, no unfinished reps.
extension Fixture {
    /// The entry as a list item whose dash is indented by `listIndent`, its comments above it.
    /// A file under `defaultRoot` (the manifest's `defaults.root`) is written without its root.
    public func yaml(listIndent: String, defaultRoot: String? = nil) -> String {
        var writer = YAMLBlockWriter(indent: listIndent)
        write(to: &writer, defaultRoot: defaultRoot)
        return writer.text
    }

    /// A stretch of a `fixtures` list: `heading` comments, then the entries with a blank line
    /// between them.
    public static func yaml(_ fixtures: [Fixture], heading: [String] = [], listIndent: String, defaultRoot: String? = nil) -> String {
        var writer = YAMLBlockWriter(indent: listIndent)
        heading.forEach { writer.comment($0) }
        return writer.text + fixtures.map { $0.yaml(listIndent: listIndent, defaultRoot: defaultRoot) }.joined(separator: "\n")
    }

    private func write(to writer: inout YAMLBlockWriter, defaultRoot: String?) {
        comments.forEach { writer.comment($0) }
        writer.listItem { item in
            item.field("id", .string(id))
            item.mapping("source") { Self.write(source.file, key: source.kind.rawValue, defaultRoot: defaultRoot, to: &$0) }
            item.field("exercise", .string(exercise.name))
            item.field("side", .string(side.rawValue))
            item.field("camera", Self.flow(camera))
            item.field("footage", footage.map { .string($0.rawValue) })
            item.field("tags", tags.isEmpty ? nil : .list(tags.map(YAMLFlowValue.string)))
            item.mapping("labels") { Self.write(labels, defaultRoot: defaultRoot, to: &$0) }
            item.mapping("tolerances") { Self.write(tolerances, to: &$0) }
            item.field("runs", runs == Self.defaultRuns ? nil : .integer(runs))
            item.field("maxFrameRate", maxFrameRate.map(YAMLFlowValue.number))
            item.field("smoothing", smoothing.map(YAMLFlowValue.number))
            if let quarantine {
                item.mapping("quarantine") {
                    $0.field("reason", .string(quarantine.reason))
                    $0.field("issue", .string(quarantine.issue))
                }
            }
        }
    }

    private static func write(_ labels: Labels, defaultRoot: String?, to writer: inout YAMLBlockWriter) {
        writer.field("reps", .integer(labels.reps))
        writer.field("times", labels.times.map(numbers))
        writer.field("peaks", labels.peaks.map(numbers))
        writer.field("verdicts", labels.verdicts.map { .list($0.map(YAMLFlowValue.string)) })
        writer.field("unfinished", labels.unfinished == 0 ? nil : .integer(labels.unfinished))
        writer.field("unfinishedTimes", labels.unfinishedTimes.map(numbers))
        writer.field("band", labels.band.map { band in
            .mapping([("of", .string(band.quantity.rawValue)), ("from", .number(band.lower)), ("to", .number(band.upper))])
        })
        switch labels.keypoints {
        case .recording(let file)?: writer.mapping("keypoints") { write(file, key: "recording", defaultRoot: defaultRoot, to: &$0) }
        case .frames(let frames)?: writer.mapping("keypoints") { $0.field("frames", .list(frames.map(flow))) }
        case nil: break
        }
        writer.field("frames", labels.frames.map(YAMLFlowValue.integer))
        writer.field("unseen", labels.unseen.map { .list($0.map(flow)) })
    }

    private static func write(_ tolerances: Tolerances, to writer: inout YAMLBlockWriter) {
        writer.field("repTime", tolerances.repTime == Tolerances.defaultRepTime ? nil : .number(tolerances.repTime))
        writer.field("peak", tolerances.peak.map(YAMLFlowValue.number))
        switch tolerances.keypoints {
        case .inline(let all, let joints)?:
            writer.field("keypoint", all.map(YAMLFlowValue.number))
            let sorted = joints.sorted { $0.key < $1.key }
            writer.field("joints", sorted.isEmpty ? nil : .mapping(sorted.map { ($0.key.rawValue, .number($0.value)) }))
        case .baseline(let path, _)?: writer.field("baseline", .string(path))
        case nil: break
        }
        writer.field("reason", tolerances.reason.map(YAMLFlowValue.string))
    }

    private static func write(_ file: FixtureFile, key: String, defaultRoot: String?, to writer: inout YAMLBlockWriter) {
        writer.field(key, .string(file.path))
        writer.field("root", file.root == defaultRoot ? nil : .string(file.root))
        writer.field("sha256", .string(file.sha256))
    }

    private static func numbers(_ values: [Double]) -> YAMLFlowValue { .list(values.map(YAMLFlowValue.number)) }

    /// `{t: 1.5, points: {leftKnee: [x, y, confidence]}}`, joints in the skeleton's order.
    private static func flow(_ frame: LabelledFrame) -> YAMLFlowValue {
        let points = frame.points.sorted { $0.key < $1.key }.map { joint, point in
            (joint.rawValue, YAMLFlowValue.list([.number(point.x), .number(point.y), .number(point.confidence)]))
        }
        return .mapping([("t", .number(frame.time)), ("points", .mapping(points))])
    }

    /// `{joints: [leftAnkle, rightAnkle], from: 0, to: 12.8}`.
    private static func flow(_ stretch: UnseenLabel) -> YAMLFlowValue {
        .mapping([
            ("joints", .list(stretch.joints.sorted().map { .string($0.rawValue) })), ("from", .number(stretch.from)), ("to", .number(stretch.to)),
        ])
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
