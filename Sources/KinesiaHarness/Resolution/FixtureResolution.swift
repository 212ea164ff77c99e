import KinesiaManifest

/// What checking a fixture's files found.
package enum FixtureResolution: Sendable {
    case ready(ResolvedFixture)
    case skipped(SkippedFixture)
    case unresolved(UnresolvedFixture)
}

/// A fixture whose files exist and match their checksums.
package struct ResolvedFixture: Sendable, Hashable {
    package var fixture: Fixture
    package var sourcePath: String
    /// The reference recording of `labels.keypoints`, when the labels are one.
    package var keypointRecordingPath: String?
    /// The calibrated tolerances of `tolerances.baseline`, when given.
    package var baselinePath: String?

    package init(fixture: Fixture, sourcePath: String, keypointRecordingPath: String? = nil, baselinePath: String? = nil) {
        self.fixture = fixture
        self.sourcePath = sourcePath
        self.keypointRecordingPath = keypointRecordingPath
        self.baselinePath = baselinePath
    }
}

/// A fixture not run because its root is missing and the manifest allows that.
package struct SkippedFixture: Sendable, Hashable {
    package var fixture: Fixture
    package var reason: String

    package init(fixture: Fixture, reason: String) {
        self.fixture = fixture
        self.reason = reason
    }
}

/// A fixture that cannot run: a missing root or file, a checksum mismatch. It fails.
package struct UnresolvedFixture: Sendable, Hashable {
    package var fixture: Fixture
    package var errors: [ManifestError]

    package init(fixture: Fixture, errors: [ManifestError]) {
        self.fixture = fixture
        self.errors = errors
    }
}
