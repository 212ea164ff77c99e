import KinesiaYAML

/// What a fixture feeds the pipeline: a video through the pose estimator, or a pose recording.
public struct FixtureSource: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case video, recording
    }

    public var kind: Kind
    public var file: FixtureFile

    public init(kind: Kind, file: FixtureFile) {
        self.kind = kind
        self.file = file
    }
}

/// A file under a fixture root with the checksum it must have: a fixture's `source`, or its
/// keypoints' `recording`.
public struct FixtureFile: Sendable, Hashable {
    public var root: String
    /// Relative to the root, never leaving it.
    public var path: String
    /// Lower-case hexadecimal SHA-256.
    public var sha256: String
    /// Where the path and the checksum are written, for resolution errors.
    public var pathMark: YAMLMark
    public var sha256Mark: YAMLMark

    public init(root: String, path: String, sha256: String, pathMark: YAMLMark = .unwritten, sha256Mark: YAMLMark = .unwritten) {
        self.root = root
        self.path = path
        self.sha256 = sha256
        self.pathMark = pathMark
        self.sha256Mark = sha256Mark
    }
}

extension FixtureFile {
    public init(_ placement: FixturePlacement, sha256: String) {
        self.init(root: placement.root, path: placement.path, sha256: sha256)
    }
}
