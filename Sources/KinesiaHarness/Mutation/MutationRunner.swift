import KinesiaResults

/// Runs a plan unmutated, then under each mutant, through the shipping pipeline with the
/// mutant applied at its seam (`FixtureRunner.adjustPipeline`). Fixtures that fail unmutated
/// cannot kill and are not run again. Mutated, each fixture runs once: no mutant targets the
/// determinism check (the unmutated pass has run it), so a second run would only double the
/// time CI spends on the matrix.
public struct MutationRunner: Sendable {
    public var jobs: Int
    public var timeout: Double

    public init(jobs: Int, timeout: Double = HarnessRunner.defaultTimeout) {
        self.jobs = jobs
        self.timeout = timeout
    }

    /// `progress` hears of each fixture as it finishes, with the mutant it ran under (nil
    /// for the unmutated pass).
    public func run(
        _ plan: RunPlan, mutants: [Mutant],
        progress: @escaping @Sendable (Mutant?, FixtureResult) -> Void = { _, _ in }
    ) async -> MutationMatrix {
        let unmutated = await HarnessRunner(jobs: jobs, timeout: timeout).run(plan.fixtures) { progress(nil, $0) }
        let passing = Set(unmutated.filter { $0.status == .passed }.map(\.id))
        let candidates = plan.fixtures.filter { passing.contains($0.fixture.id) }
        var outcomes: [MutantOutcome] = []
        for mutant in mutants {
            let runner = HarnessRunner(jobs: jobs, timeout: timeout, fixtureRunner: FixtureRunner(runs: 1) { _, pipeline in
                mutant.apply(to: &pipeline)
            })
            let mutated = await runner.run(candidates) { progress(mutant, $0) }
            outcomes.append(MutantOutcome(
                mutant: mutant, unmutated: unmutated, mutated: Dictionary(uniqueKeysWithValues: mutated.map { ($0.id, $0) })))
        }
        return MutationMatrix(manifests: plan.manifests, errors: plan.errors, unmutated: unmutated, mutants: outcomes)
    }
}
