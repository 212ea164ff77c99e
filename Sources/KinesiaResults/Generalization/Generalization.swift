/// How the counts hold on footage no limit was fitted to: count accuracy on the held-out
/// fixtures apart from those a limit was set from, and each limit's closest real rep.
package struct Generalization: Sendable, Hashable {
    /// Fixtures no limit names (`ExerciseLibrary.limitSources`).
    package var heldOut: CountAccuracy
    /// Fixtures some limit was set from.
    package var setLimit: CountAccuracy
    /// Fixtures whose results do not say (written before the library named its sources).
    package var unknown: Int
    /// Per limit, the smallest share first.
    package var limits: [LimitMargin]

    package init(_ results: RunResults) {
        let ran = results.fixtures.filter { !$0.runs.isEmpty }
        heldOut = CountAccuracy(ran.filter { $0.heldOut == true })
        setLimit = CountAccuracy(ran.filter { $0.heldOut == false })
        unknown = ran.filter { $0.heldOut == nil }.count
        limits = LimitMargin.closest(in: results)
    }
}
