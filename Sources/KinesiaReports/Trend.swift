import KinesiaResults

/// Each metric over the nights of a history, the newest night against the one before: a move
/// outside the previous night's 95 % interval is flagged, a move for the worse of a judged
/// metric is a regression. Fixtures whose verdict or counts moved are flagged too, with the
/// first stage that differs.
package struct Trend: Sendable, Hashable {
    package struct Night: Sendable, Hashable {
        package var name: String
        package var commit: String?
        package var estimates: [MetricEstimate]

        package subscript(metric: AccuracyMetric) -> MetricEstimate? { estimates.first { $0.metric == metric } }
    }

    package struct Flag: Sendable, Hashable {
        package var metric: AccuracyMetric
        package var previous: MetricEstimate
        package var current: Double
        package var regression: Bool
    }

    /// Oldest first; the last is the night reported on.
    package var nights: [Night]
    package var flags: [Flag]
    /// The newest night against the one before, fixture by fixture; nil with one night.
    package var delta: ResultsDelta?

    package init(_ history: [(name: String, results: RunResults)]) {
        nights = history.map { entry in
            Night(name: entry.name, commit: entry.results.environment.commit, estimates: Breakdown.all(entry.results).first?.estimates ?? [])
        }
        flags = []
        delta = nil
        guard history.count >= 2, let current = nights.last else { return }
        let previous = nights[nights.count - 2]
        for metric in AccuracyMetric.allCases {
            guard let before = previous[metric], let now = current[metric]?.value, before.excludes(now) else { continue }
            let worse = metric.higherIsBetter ? now < (before.value ?? now) : now > (before.value ?? now)
            flags.append(Flag(metric: metric, previous: before, current: now, regression: metric.judged && worse))
        }
        delta = ResultsDelta(base: history[history.count - 2].results, head: history[history.count - 1].results)
    }

    /// Fixtures of the newest night whose verdict or rep counts moved since the night before.
    package var movedFixtures: [FixtureDelta] {
        (delta?.fixtures ?? []).filter { $0.status.changed || $0.counted.changed || $0.unfinished.changed }
    }

    /// A flagged metric moved for the worse, or a fixture's verdict worsened or its count moved.
    package var hasRegression: Bool {
        flags.contains(where: \.regression) || movedFixtures.contains { $0.verdictWorsened || $0.countMovedAway }
    }
}
