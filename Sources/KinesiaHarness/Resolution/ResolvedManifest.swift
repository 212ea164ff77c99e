import KinesiaManifest

/// A manifest checked against the disk: the fixtures ready to run with their files'
/// absolute paths, the fixtures skipped because their root is missing and may be, and the
/// fixtures that cannot run.
package struct ResolvedManifest: Sendable, Hashable {
    package var fixtures: [ResolvedFixture]
    package var skipped: [SkippedFixture]
    package var errors: [ManifestError]
    /// The fixtures behind `errors`, each with its own, so a runner can report them by id.
    package var unresolved: [UnresolvedFixture]

    package init(fixtures: [ResolvedFixture], skipped: [SkippedFixture], errors: [ManifestError], unresolved: [UnresolvedFixture] = []) {
        self.fixtures = fixtures
        self.skipped = skipped
        self.errors = errors
        self.unresolved = unresolved
    }
}
