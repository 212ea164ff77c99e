import KinesiaMotion
import KinesiaReports
import KinesiaResults

/// What `kinesia mutate` found: every fixture unmutated, and every mutant against every
/// fixture, with each check the mutated fixture failed. A fixture kills a mutant when it
/// passes unmutated and fails one of the mutant's target checks mutated; a mutant no fixture
/// kills so survives, and the corpus has a blind spot, however many other checks failed.
package struct MutationMatrix: Sendable, Hashable {
    package static let format = MutationSummary.format
    package static let version = MutationSummary.version

    package var manifests: [String]
    /// Manifest and configuration errors.
    package var errors: [RunError]
    /// Each fixture run without a mutant, in manifest order.
    package var unmutated: [FixtureResult]
    package var mutants: [MutantOutcome]

    package init(manifests: [String], errors: [RunError], unmutated: [FixtureResult], mutants: [MutantOutcome]) {
        self.manifests = manifests
        self.errors = errors
        self.unmutated = unmutated
        self.mutants = mutants
    }

    /// Only fixtures that pass unmutated can kill: a fixture that already fails proves nothing.
    package func canKill(_ fixture: FixtureResult) -> Bool { fixture.status == .passed }

    /// The mutants no fixture killed by a target check.
    package var survivors: [Mutant] { mutants.filter { $0.killers.isEmpty }.map(\.mutant) }

    /// Fixtures that pass unmutated and kill no mutant by its target: coverage they do not add.
    package var fixturesKillingNone: [String] {
        unmutated.filter(canKill).map(\.id).filter { id in !mutants.contains { $0.killers.contains(id) } }
    }

    /// 2 on a manifest error or a fixture that could not run unmutated, else 1 when a mutant
    /// survived its target checks, else 0.
    package var exitStatus: Int32 {
        if !errors.isEmpty || unmutated.contains(where: { $0.status == .error }) { return 2 }
        return survivors.isEmpty ? 0 : 1
    }
}

/// One mutant across the fixtures.
package struct MutantOutcome: Sendable, Hashable {
    /// One cell of the matrix.
    package struct Cell: Sendable, Hashable {
        package var fixture: String
        /// Nil when the fixture was not run under the mutant (it fails unmutated).
        package var status: FixtureStatus?
        /// Every failure of the mutated fixture, each with its check: how the corpus noticed.
        package var failures: [FixtureFailure]
        /// The fixture passes unmutated and a target check failed mutated.
        package var killed: Bool

        /// Each check that failed mutated, once, in check order.
        package var failedChecks: [FixtureCheck] { failures.checks }
    }

    package var mutant: Mutant
    /// In the order of `MutationMatrix.unmutated`.
    package var cells: [Cell]

    package init(mutant: Mutant, unmutated: [FixtureResult], mutated: [String: FixtureResult]) {
        self.mutant = mutant
        cells = unmutated.map { fixture in
            let result = mutated[fixture.id]
            let failures = result?.status == .failed ? result?.failures ?? [] : []
            return Cell(
                fixture: fixture.id, status: result?.status, failures: failures,
                killed: fixture.status == .passed && failures.contains { $0.check.map(mutant.targets.contains) ?? false })
        }
    }

    /// Fixtures that killed the mutant by a target check.
    package var killers: [String] { cells.filter(\.killed).map(\.fixture) }

    /// Fixtures that pass unmutated and failed mutated, but none of the target checks: they
    /// noticed something, not the bug the mutant stands for.
    package var offTarget: [Cell] { cells.filter { !$0.killed && $0.status == .failed && !$0.failures.isEmpty } }

    /// For each check, the fixtures that failed it mutated, in check order.
    package var fixturesByCheck: [(check: FixtureCheck, fixtures: [String])] {
        FixtureCheck.allCases.compactMap { check in
            let fixtures = cells.filter { $0.failedChecks.contains(check) }.map(\.fixture)
            return fixtures.isEmpty ? nil : (check, fixtures)
        }
    }
}
