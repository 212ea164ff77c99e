/// `kinesia compare`: what changed between the main branch's results and a change's, per
/// fixture and per breakdown, including changes inside tolerance.
package struct ResultsDelta: Sendable, Hashable {
    package struct BreakdownChange: Sendable, Hashable {
        package var group: String
        package var base: MetricEstimate
        package var head: MetricEstimate

        package var metric: AccuracyMetric { head.metric }
        /// A judged metric whose value or fixture count moved (times always move).
        package var changed: Bool { metric.judged && (base.value != head.value || base.count != head.count) }
    }

    package var baseCommit: String?
    package var headCommit: String?
    /// Fixtures in both, in the head's order.
    package var fixtures: [FixtureDelta]
    /// Ids only in the head, or only in the base.
    package var added: [String]
    package var removed: [String]
    /// Every metric of every group either side has, `all` first.
    package var breakdowns: [BreakdownChange]
    /// Everything that differs, the run's environment aside (the machine and job count differ by
    /// design), one line each: what `--fail-on any` reports. Empty when the results are equal.
    package var differences: [String]
    /// Count accuracy held out and not, and each limit's closest real rep, on either side.
    package var generalization: FixtureDelta.Pair<Generalization>

    package init(base: RunResults, head: RunResults) {
        // By id: a change may move a fixture to another manifest; an id twice pairs its first.
        func key(_ fixture: FixtureResult) -> String { fixture.id }
        let baseByKey = Dictionary(base.fixtures.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let headKeys = Set(head.fixtures.map(key))
        baseCommit = base.environment.commit
        headCommit = head.environment.commit
        fixtures = head.fixtures.compactMap { fixture in baseByKey[key(fixture)].map { FixtureDelta(base: $0, head: fixture) } }
        added = head.fixtures.filter { baseByKey[key($0)] == nil }.map(\.id)
        removed = base.fixtures.filter { !headKeys.contains(key($0)) }.map(\.id)
        differences = Self.differences(base, head, added: added, removed: removed)
        generalization = FixtureDelta.Pair(base: Generalization(base), head: Generalization(head))
        let (before, after) = (Breakdown.all(base), Breakdown.all(head))
        var names = after.map(\.name)
        for group in before.map(\.name) where !names.contains(group) { names.append(group) }
        breakdowns = names.flatMap { name in
            let (old, new) = (before.first { $0.name == name }, after.first { $0.name == name })
            return AccuracyMetric.allCases.map { metric in
                let empty = MetricEstimate(metric: metric, count: 0, value: nil, low: nil, high: nil)
                return BreakdownChange(group: name, base: old?[metric] ?? empty, head: new?[metric] ?? empty)
            }
        }
    }

    package var moved: [FixtureDelta] { fixtures.filter(\.moved) }

    private static func differences(_ base: RunResults, _ head: RunResults, added: [String], removed: [String]) -> [String] {
        var lines: [String] = []
        if base.manifests != head.manifests {
            lines.append("manifests \(base.manifests.joined(separator: ", ")) → \(head.manifests.joined(separator: ", "))")
        }
        if base.shard != head.shard { lines.append("shard \(base.shard?.description ?? "none") → \(head.shard?.description ?? "none")") }
        if base.errors != head.errors { lines.append("errors: \(base.errors.count) → \(head.errors.count), or other ones") }
        if base.interrupted != head.interrupted { lines.append("interrupted \(base.interrupted ?? "no") → \(head.interrupted ?? "no")") }
        lines += removed.map { "\($0): only in the base" } + added.map { "\($0): only in the head" }
        let baseByID = Dictionary(base.fixtures.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for fixture in head.fixtures {
            guard let old = baseByID[fixture.id], old != fixture else { continue }
            let stage = FixtureDelta(base: old, head: fixture).firstChangedStage
            let what = old.withoutTimings == fixture.withoutTimings ? "only its times differ" : stage.map { "differs from its \($0.rawValue) stage on" } ?? "differs"
            lines.append("\(fixture.id): \(what)")
        }
        let common = Set(baseByID.keys).intersection(head.fixtures.map(\.id))
        if base.fixtures.map(\.id).filter(common.contains) != head.fixtures.map(\.id).filter(common.contains) {
            lines.append("the fixtures are in another order")
        }
        return lines
    }
}
