import KinesiaMotion

/// What `kinesia mutate` found: every fixture unmutated, and every mutant against every
/// fixture. A fixture kills a mutant when it passes unmutated and fails mutated; a mutant no
/// fixture kills survives, and the corpus has a blind spot.
public struct MutationMatrix: Sendable, Hashable {
    public static let format = "kinesia.mutation"
    public static let version = 1

    public var manifests: [String]
    /// Manifest and configuration errors.
    public var errors: [RunError]
    /// Each fixture run without a mutant, in manifest order.
    public var unmutated: [FixtureResult]
    public var mutants: [MutantOutcome]

    public init(manifests: [String], errors: [RunError], unmutated: [FixtureResult], mutants: [MutantOutcome]) {
        self.manifests = manifests
        self.errors = errors
        self.unmutated = unmutated
        self.mutants = mutants
    }

    /// Only fixtures that pass unmutated can kill: a fixture that already fails proves nothing.
    public func canKill(_ fixture: FixtureResult) -> Bool { fixture.status == .passed }

    /// The mutants no fixture killed.
    public var survivors: [Mutant] { mutants.filter { $0.killers.isEmpty }.map(\.mutant) }

    /// Fixtures that pass unmutated and kill no mutant: coverage they do not add.
    public var fixturesKillingNone: [String] {
        unmutated.filter(canKill).map(\.id).filter { id in !mutants.contains { $0.killers.contains(id) } }
    }

    /// 2 on a manifest error or a fixture that could not run unmutated, else 1 when a mutant
    /// survived, else 0.
    public var exitStatus: Int32 {
        if !errors.isEmpty || unmutated.contains(where: { $0.status == .error }) { return 2 }
        return survivors.isEmpty ? 0 : 1
    }
}

/// One mutant across the fixtures.
public struct MutantOutcome: Sendable, Hashable {
    /// One cell of the matrix.
    public struct Cell: Sendable, Hashable {
        public var fixture: String
        /// Nil when the fixture was not run under the mutant (it fails unmutated).
        public var status: FixtureStatus?
        /// The first reason the mutated fixture failed: how the corpus noticed.
        public var firstFailure: String?
        public var killed: Bool
    }

    public var mutant: Mutant
    /// In the order of `MutationMatrix.unmutated`.
    public var cells: [Cell]

    public init(mutant: Mutant, unmutated: [FixtureResult], mutated: [String: FixtureResult]) {
        self.mutant = mutant
        cells = unmutated.map { fixture in
            let result = mutated[fixture.id]
            return Cell(
                fixture: fixture.id, status: result?.status, firstFailure: result?.failures.first,
                killed: fixture.status == .passed && result?.status == .failed)
        }
    }

    public var killers: [String] { cells.filter(\.killed).map(\.fixture) }
}
