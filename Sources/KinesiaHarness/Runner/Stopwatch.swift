/// Wall-clock time for the timings in results: the harness's only clock, kept out of the
/// pipeline, whose outputs depend on frame timestamps alone.
package struct Stopwatch: Sendable {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    package init() { start = clock.now }

    package var seconds: Double {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
