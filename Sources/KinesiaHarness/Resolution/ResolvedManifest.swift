import KinesiaManifest

/// A manifest checked against the disk: the fixtures ready to run with their files'
/// absolute paths, the fixtures skipped because their root is missing and may be, and the
/// fixtures that cannot run.
public struct ResolvedManifest: Sendable, Hashable {
    public var fixtures: [ResolvedFixture]
    public var skipped: [SkippedFixture]
    public var errors: [ManifestError]
    /// The fixtures behind `errors`, each with its own, so a runner can report them by id.
    public var unresolved: [UnresolvedFixture]

    public init(fixtures: [ResolvedFixture], skipped: [SkippedFixture], errors: [ManifestError], unresolved: [UnresolvedFixture] = []) {
        self.fixtures = fixtures
        self.skipped = skipped
        self.errors = errors
        self.unresolved = unresolved
    }
}
