import KinesiaResults

/// Runs a plan unmutated, then under each mutant, through the shipping pipeline with the
/// mutant applied at its seam (`FixtureRunner.adjustPipeline`). Fixtures that fail unmutated
/// cannot kill and are not run again. Mutated, each fixture runs once: no mutant targets the
/// determinism check (the unmutated pass has run it), so a second run would only double the
/// time CI spends on the matrix.
///
/// With a pose cache, the unmutated pass reads and fills it as `kinesia run` does, and every
/// mutant that leaves frames and poses alone runs on the cached poses; one that needs them
/// estimated as it runs (`Mutant.needsEstimatedPoses`) estimates its own.
package struct MutationRunner: Sendable {
    package var jobs: Int
    package var timeout: Double
    package var estimatorThreads: Int
    package var poseCache: PoseCache?

    package init(jobs: Int, timeout: Double = HarnessRunner.defaultTimeout, estimatorThreads: Int = 1, poseCache: PoseCache? = nil) {
        self.jobs = jobs
        self.timeout = timeout
        self.estimatorThreads = estimatorThreads
        self.poseCache = poseCache
    }

    /// `progress` hears of each fixture as it finishes, with the mutant it ran under (nil
    /// for the unmutated pass).
    package func run(
        _ plan: RunPlan, mutants: [Mutant],
        progress: @escaping @Sendable (Mutant?, FixtureResult) -> Void = { _, _ in }
    ) async -> MutationMatrix {
        let unmutatedRunner = FixtureRunner(estimatorThreads: estimatorThreads, poseCache: poseCache)
        let unmutated = await HarnessRunner(jobs: jobs, timeout: timeout, fixtureRunner: unmutatedRunner).run(plan.fixtures) {
            progress(nil, $0)
        }
        let passing = Set(unmutated.filter { $0.status == .passed }.map(\.id))
        let candidates = plan.fixtures.filter { passing.contains($0.fixture.id) }
        var outcomes: [MutantOutcome] = []
        for mutant in mutants {
            let mutatedRunner = FixtureRunner(
                runs: 1, estimatorThreads: estimatorThreads, poseCache: mutant.needsEstimatedPoses ? nil : poseCache
            ) { _, pipeline in mutant.apply(to: &pipeline) }
            let runner = HarnessRunner(jobs: jobs, timeout: timeout, fixtureRunner: mutatedRunner)
            let mutated = await runner.run(candidates) { progress(mutant, $0) }
            outcomes.append(MutantOutcome(
                mutant: mutant, unmutated: unmutated, mutated: Dictionary(uniqueKeysWithValues: mutated.map { ($0.id, $0) })))
        }
        return MutationMatrix(manifests: plan.manifests, errors: plan.errors, unmutated: unmutated, mutants: outcomes)
    }
}
