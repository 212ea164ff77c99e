import KinesiaManifest
import KinesiaResults
import KinesiaSupport

/// Runs planned fixtures concurrently, each pipeline on its own serial executor under a
/// watchdog, and returns their results in plan order whatever the job count.
package struct HarnessRunner: Sendable {
    package static let defaultTimeout = 600.0

    /// Fixtures in flight at once.
    package var jobs: Int
    /// Seconds one fixture (all its runs) may take before it fails as hung.
    package var timeout: Double
    package var fixtureRunner: FixtureRunner
    /// What the timeout is measured on: real time, or a test's timer.
    package var timer: any WatchdogTimer
    /// Start the fixtures in an order shuffled by this seed instead of plan order (results
    /// still come back in plan order): a stress test that no fixture's output depends on
    /// which others run beside it.
    package var shuffleSeed: UInt64?

    package init(
        jobs: Int, timeout: Double = HarnessRunner.defaultTimeout, fixtureRunner: FixtureRunner = FixtureRunner(),
        timer: any WatchdogTimer = SleepingWatchdogTimer(), shuffleSeed: UInt64? = nil
    ) {
        self.jobs = max(1, jobs)
        self.timeout = timeout
        self.fixtureRunner = fixtureRunner
        self.timer = timer
        self.shuffleSeed = shuffleSeed
    }

    /// `progress` hears of each fixture as it finishes (in completion order).
    package func run(_ fixtures: [PlannedFixture], progress: @escaping @Sendable (FixtureResult) -> Void = { _ in }) async -> [FixtureResult] {
        var results = [FixtureResult?](repeating: nil, count: fixtures.count)
        let order = shuffleSeed.map { ShuffledOrder.indices(count: fixtures.count, seed: $0) } ?? Array(fixtures.indices)
        await withTaskGroup(of: (Int, FixtureResult).self) { group in
            var next = 0
            func startNext() {
                guard next < fixtures.count else { return }
                let index = order[next]
                let planned = fixtures[index]
                next += 1
                group.addTask { (index, await runGuarded(planned)) }
            }
            // Never more workers than fixtures: a huge job count starts no idle ones.
            for _ in 0..<min(jobs, fixtures.count) { startNext() }
            while let (index, result) = await group.next() {
                results[index] = result
                progress(result)
                startNext()
            }
        }
        return results.map { $0! }
    }

    private func runGuarded(_ planned: PlannedFixture) async -> FixtureResult {
        let runner = fixtureRunner
        let finished = await Watchdog.run(seconds: timeout, label: "kinesia.fixture.\(planned.fixture.id)", timer: timer) {
            await runner.run(planned)
        }
        if let finished { return finished }
        var result = planned.result(
            status: .failed,
            failures: [FixtureFailure(.timeout, "timed out after \(NumberText.seconds(timeout)): the pipeline did not finish and was abandoned")])
        result.seconds = timeout
        return result
    }
}

extension HarnessRunner {
    /// Runs a plan into the results model every output is rendered from.
    package func run(
        _ plan: RunPlan, environment: RunEnvironment, shard: Shard?,
        progress: @escaping @Sendable (FixtureResult) -> Void = { _ in }
    ) async -> RunResults {
        let fixtures = await run(plan.fixtures, progress: progress)
        return RunResults(environment: environment, manifests: plan.manifests, shard: shard, errors: plan.errors, fixtures: fixtures)
    }
}
