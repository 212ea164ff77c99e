import KinesiaManifest
import KinesiaMotion
import KinesiaResults

/// One fixture a run reports on, in manifest order, and whether it can run.
package struct PlannedFixture: Sendable {
    package enum Readiness: Sendable {
        case ready(ResolvedFixture)
        case skipped(reason: String)
        /// Its files could not be found or checked; the errors say where.
        case unresolved([ManifestError])
        /// Its files are still to be found and checked, by the runner under the fixture's
        /// watchdog (`RunPlanner.defersFileChecks`).
        case pending(FixtureFiles)
    }

    package var fixture: Fixture
    package var manifest: String
    /// Position among every fixture of the run's manifests, before filtering and sharding.
    package var order: Int
    package var readiness: Readiness

    package init(fixture: Fixture, manifest: String, order: Int, readiness: Readiness) {
        self.fixture = fixture
        self.manifest = manifest
        self.order = order
        self.readiness = readiness
    }

    /// The fixture with its files found and checked now, if they were left for later.
    package func resolvingFiles() -> PlannedFixture {
        guard case .pending(let files) = readiness else { return self }
        var resolved = self
        switch files.resolve() {
        case .ready(let fixture): resolved.readiness = .ready(fixture)
        case .skipped(let fixture): resolved.readiness = .skipped(reason: fixture.reason)
        case .unresolved(let fixture): resolved.readiness = .unresolved(fixture.errors)
        }
        return resolved
    }

    /// The result before anything has run: identity, place, quarantine.
    func result(status: FixtureStatus, failures: [FixtureFailure] = []) -> FixtureResult {
        FixtureResult(
            id: fixture.id, manifest: manifest, line: fixture.mark.line, column: fixture.mark.column, order: order,
            exercise: fixture.exercise.name, source: fixture.source.kind, tags: fixture.tags, camera: fixture.camera, footage: fixture.footage,
            status: fixture.quarantine != nil && status != .skipped ? .quarantined : status, failures: failures,
            quarantine: fixture.quarantine.map { QuarantineNote(reason: $0.reason, issue: $0.issue) },
            setLimits: ExerciseLibrary.limits(setBy: fixture.id, exercise: fixture.exercise.name))
    }
}
