/// How many of a group's fixtures counted exactly the labelled reps, and within one of them,
/// out of those that ran with a rep label: the counts behind `repExactRate` and `offByOneRate`.
package struct CountAccuracy: Sendable, Hashable {
    package var exact: Int
    package var offByOne: Int
    package var total: Int

    /// Read through `FixtureMetrics`, so the rule for a count being exact lives in one place.
    package init(_ fixtures: [FixtureResult]) {
        let metrics = fixtures.map(FixtureMetrics.init).filter { $0[.repExactRate] != nil }
        exact = metrics.filter { $0[.repExactRate] == 1 }.count
        offByOne = metrics.filter { $0[.offByOneRate] == 1 }.count
        total = metrics.count
    }
}
