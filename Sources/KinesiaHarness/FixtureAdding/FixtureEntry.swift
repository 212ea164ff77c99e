/// A new fixture as manifest text (manifests/SCHEMA.md), written out in full — root and
/// checksum of every file — so it reads the same whatever the manifest's defaults say.
public struct FixtureEntry: Sendable {
    public var id: String
    public var kind: FixtureSource.Kind
    public var source: FixturePlacement
    public var sourceSHA256: String
    public var exercise: String
    public var side: String
    /// `camera` keys and values in the order given (`angle`, `height`, …).
    public var camera: [(key: String, value: String)]
    public var footage: Footage?
    public var tags: [String]
    public var reps: Int
    public var times: [Double]?
    public var unfinished: Int?
    public var keypoints: (file: FixturePlacement, sha256: String)?
    /// Relative to the manifest's folder (`baselines/ID.json`), for keypoint-labelled fixtures.
    public var baseline: String?

    public init(
        id: String, kind: FixtureSource.Kind, source: FixturePlacement, sourceSHA256: String, exercise: String, side: String,
        camera: [(key: String, value: String)] = [], footage: Footage? = nil, tags: [String] = [], reps: Int, times: [Double]? = nil, unfinished: Int? = nil,
        keypoints: (file: FixturePlacement, sha256: String)? = nil, baseline: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.source = source
        self.sourceSHA256 = sourceSHA256
        self.exercise = exercise
        self.side = side
        self.camera = camera
        self.footage = footage
        self.tags = tags
        self.reps = reps
        self.times = times
        self.unfinished = unfinished
        self.keypoints = keypoints
        self.baseline = baseline
    }

    /// The entry as a list item whose dash is indented by `listIndent`.
    public func yaml(listIndent: String) -> String {
        let s = YAMLScalarText.string
        let key = listIndent + "  "
        var lines = [
            "\(listIndent)- id: \(s(id))",
            "\(key)source:",
            "\(key)  \(kind.rawValue): \(s(source.path))",
            "\(key)  root: \(s(source.root))",
            "\(key)  sha256: \(sourceSHA256)",
            "\(key)exercise: \(s(exercise))",
            "\(key)side: \(s(side))",
        ]
        if !camera.isEmpty {
            // `mirrored` is a boolean: written plain, so that the loader reads it as one.
            let value = { (text: String) in ["true", "false"].contains(text) ? text : s(text) }
            lines.append("\(key)camera: {\(camera.map { "\(s($0.key)): \(value($0.value))" }.joined(separator: ", "))}")
        }
        if let footage { lines.append("\(key)footage: \(footage.rawValue)") }
        if !tags.isEmpty { lines.append("\(key)tags: [\(tags.map(s).joined(separator: ", "))]") }
        lines += ["\(key)labels:", "\(key)  reps: \(reps)"]
        if let times { lines.append("\(key)  times: [\(times.map(Self.number).joined(separator: ", "))]") }
        if let unfinished { lines.append("\(key)  unfinished: \(unfinished)") }
        if let keypoints {
            lines += [
                "\(key)  keypoints:",
                "\(key)    recording: \(s(keypoints.file.path))",
                "\(key)    root: \(s(keypoints.file.root))",
                "\(key)    sha256: \(keypoints.sha256)",
            ]
        }
        if let baseline { lines += ["\(key)tolerances:", "\(key)  baseline: \(s(baseline))"] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The shortest text that reads back as the same number (`2.0`, `6.8`).
    static func number(_ value: Double) -> String { "\(value)" }
}
