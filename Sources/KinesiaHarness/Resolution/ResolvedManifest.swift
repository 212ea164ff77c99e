/// A manifest checked against the disk: the fixtures ready to run with their files'
/// absolute paths, the fixtures skipped because their root is missing and may be, and the
/// fixtures that cannot run.
public struct ResolvedManifest: Sendable, Hashable {
    public var fixtures: [ResolvedFixture]
    public var skipped: [SkippedFixture]
    public var errors: [ManifestError]

    public init(fixtures: [ResolvedFixture], skipped: [SkippedFixture], errors: [ManifestError]) {
        self.fixtures = fixtures
        self.skipped = skipped
        self.errors = errors
    }
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
