import KinesiaMotion
import KinesiaYAML

/// One fixture as its manifest entry states it (manifests/SCHEMA.md): what `kinesia fixture
/// add`, `kinesia render`, the corpus builder and derive-mocap write, all through `yaml`. It is
/// the text's side of `Fixture`: nothing in it is a default filled in (a file without a root is
/// left to the manifest's `defaults.root`), and it holds only keys some writer uses.
public struct FixtureEntry: Sendable, Hashable {
    /// Written as `# ` lines above the entry: why it is there, how it was made.
    public var comments: [String]
    public var id: String
    public var kind: FixtureSource.Kind
    public var source: File
    public var exercise: String
    public var side: Side
    /// Written when it says anything; then `mirrored` always, as the pipeline acts on it.
    public var camera: CameraTags
    public var footage: Footage?
    public var tags: [String]
    public var labels: Labels
    public var tolerances: Tolerances
    public var maxFrameRate: Double?

    public init(
        comments: [String] = [], id: String, kind: FixtureSource.Kind, source: File, exercise: String, side: Side,
        camera: CameraTags = CameraTags(), footage: Footage? = nil, tags: [String] = [], labels: Labels,
        tolerances: Tolerances = Tolerances(), maxFrameRate: Double? = nil
    ) {
        self.comments = comments
        self.id = id
        self.kind = kind
        self.source = source
        self.exercise = exercise
        self.side = side
        self.camera = camera
        self.footage = footage
        self.tags = tags
        self.labels = labels
        self.tolerances = tolerances
        self.maxFrameRate = maxFrameRate
    }
}

extension FixtureEntry {
    /// A file an entry names (its `source`, or its keypoints' `recording`) with the checksum
    /// it must have.
    public struct File: Sendable, Hashable {
        public var path: String
        /// Nil leaves it to the manifest's `defaults.root`.
        public var root: String?
        public var sha256: String

        public init(path: String, root: String?, sha256: String) {
            self.path = path
            self.root = root
            self.sha256 = sha256
        }

        public init(_ placement: FixturePlacement, sha256: String) {
            self.init(path: placement.path, root: placement.root, sha256: sha256)
        }
    }
}

extension FixtureEntry {
    /// The entry's `labels`.
    public struct Labels: Sendable, Hashable {
        public var reps: Int
        /// Each completed rep's peak time, seconds.
        public var times: [Double]?
        /// Each completed rep's peak angle, degrees.
        public var peaks: [Double]?
        /// Each completed rep's form verdicts, as `RepVerdictLabel` spells them.
        public var verdicts: [String]?
        public var unfinished: Int?
        /// A recording of the true keypoints.
        public var keypoints: File?
        /// The band a threshold fixture's reps sit in.
        public var band: RepBand?
        /// Frames the source delivers after its frame-rate cap.
        public var frames: Int?

        public init(
            reps: Int, times: [Double]? = nil, peaks: [Double]? = nil, verdicts: [String]? = nil, unfinished: Int? = nil,
            keypoints: File? = nil, band: RepBand? = nil, frames: Int? = nil
        ) {
            self.reps = reps
            self.times = times
            self.peaks = peaks
            self.verdicts = verdicts
            self.unfinished = unfinished
            self.keypoints = keypoints
            self.band = band
            self.frames = frames
        }

        /// Times a program computed (a render's, a motion's), kept to the millisecond: finer
        /// than any frame, and short to read in the manifest.
        public static func millisecondTimes(_ times: [Double]) -> [Double] {
            times.map { ($0 * 1000).rounded() / 1000 }
        }

        /// Angles a program measured, kept to a tenth of a degree: finer than any tolerance.
        public static func tenthDegrees(_ angles: [Double]) -> [Double] {
            angles.map { ($0 * 10).rounded() / 10 }
        }
    }
}

extension FixtureEntry {
    /// The entry's `tolerances`: inline keypoint tolerances or a baseline file, not both.
    public struct Tolerances: Sendable, Hashable {
        public var repTime: Double?
        /// Degrees a rep's peak may differ from its label.
        public var peak: Double?
        /// Normalized distance any joint without its own entry in `joints` may stray.
        public var keypoint: Double?
        public var joints: [Joint: Double]
        /// A baseline file relative to the manifest's folder (`Baseline.defaultPath`).
        public var baseline: String?

        public init(repTime: Double? = nil, peak: Double? = nil, keypoint: Double? = nil, joints: [Joint: Double] = [:], baseline: String? = nil) {
            self.repTime = repTime
            self.peak = peak
            self.keypoint = keypoint
            self.joints = joints
            self.baseline = baseline
        }
    }
}

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
                labels.field("peaks", self.labels.peaks.map { .list($0.map(YAMLFlowValue.number)) })
                labels.field("verdicts", self.labels.verdicts.map { .list($0.map(YAMLFlowValue.string)) })
                labels.field("unfinished", self.labels.unfinished.map(YAMLFlowValue.integer))
                labels.field("band", self.labels.band.map { band in
                    .mapping([("of", .string(band.quantity.rawValue)), ("from", .number(band.lower)), ("to", .number(band.upper))])
                })
                if let keypoints = self.labels.keypoints {
                    labels.mapping("keypoints") { Self.write(keypoints, key: "recording", to: &$0) }
                }
                labels.field("frames", self.labels.frames.map(YAMLFlowValue.integer))
            }
            item.mapping("tolerances") { tolerances in
                tolerances.field("repTime", self.tolerances.repTime.map(YAMLFlowValue.number))
                tolerances.field("peak", self.tolerances.peak.map(YAMLFlowValue.number))
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
