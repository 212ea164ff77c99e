import KinesiaManifest

/// What checking a fixture's files found.
public enum FixtureResolution: Sendable {
    case ready(ResolvedFixture)
    case skipped(SkippedFixture)
    case unresolved(UnresolvedFixture)
}

/// A fixture whose files exist and match their checksums.
public struct ResolvedFixture: Sendable, Hashable {
    public var fixture: Fixture
    public var sourcePath: String
    /// The reference recording of `labels.keypoints`, when the labels are one.
    public var keypointRecordingPath: String?
    /// The calibrated tolerances of `tolerances.baseline`, when given.
    public var baselinePath: String?

    public init(fixture: Fixture, sourcePath: String, keypointRecordingPath: String? = nil, baselinePath: String? = nil) {
        self.fixture = fixture
        self.sourcePath = sourcePath
        self.keypointRecordingPath = keypointRecordingPath
        self.baselinePath = baselinePath
    }
}

/// A fixture not run because its root is missing and the manifest allows that.
public struct SkippedFixture: Sendable, Hashable {
    public var fixture: Fixture
    public var reason: String

    public init(fixture: Fixture, reason: String) {
        self.fixture = fixture
        self.reason = reason
    }
}

/// A fixture that cannot run: a missing root or file, a checksum mismatch. It fails.
public struct UnresolvedFixture: Sendable, Hashable {
    public var fixture: Fixture
    public var errors: [ManifestError]

    public init(fixture: Fixture, errors: [ManifestError]) {
        self.fixture = fixture
        self.errors = errors
    }
}
