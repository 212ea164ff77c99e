import KinesiaManifest

/// One fixture's files still to be found and checked: what the planner hands the runner, so
/// that locating, examining and hashing them happens inside the fixture's watchdog like
/// everything else the fixture does (a file on a stuck mount cannot hang a run).
package struct FixtureFiles: Sendable {
    package let fixture: Fixture
    let manifest: Manifest
    let resolver: FixtureResolver
    let checksums: ChecksumCache

    /// Finds and checks the files now.
    package func resolve() -> FixtureResolution {
        resolver.resolve(fixture, of: manifest, checksums: checksums)
    }
}
