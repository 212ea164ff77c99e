import KinesiaManifest

/// The fixtures sharing one property (where the footage comes from, an exercise, a tag, a camera
/// property, the source kind), and every metric over them.
package struct Breakdown: Sendable, Hashable {
    /// `all`, `footage`, `exercise`, `tag`, `angle`, `height`, `lens`, `mirrored`, `lighting`, `source`, `limits`.
    package var dimension: String
    package var value: String
    package var fixtures: [String]
    package var estimates: [MetricEstimate]

    /// `exercise=squat`; `all` for every fixture.
    package var name: String { dimension == "all" ? "all" : "\(dimension)=\(value)" }

    /// The `footage` groups, in `Footage`'s order (filmed first), `unstated` last.
    package static func byFootage(_ breakdowns: [Breakdown]) -> [Breakdown] {
        let order = Footage.allCases.map(\.rawValue) + [Footage.unstated]
        return breakdowns.filter { $0.dimension == "footage" }
            .sorted { (order.firstIndex(of: $0.value) ?? order.count) < (order.firstIndex(of: $1.value) ?? order.count) }
    }

    /// `filmed`, `derived from filmed`, …: a footage group's words for a reader.
    package var footageTitle: String { Footage(rawValue: value)?.title ?? value }

    package subscript(metric: AccuracyMetric) -> MetricEstimate? { estimates.first { $0.metric == metric } }

    /// Every group of the results, `all` first, then by dimension in the order above and by
    /// value; a group's fixtures in results order.
    package static func all(_ results: RunResults) -> [Breakdown] {
        let ran = results.fixtures.filter { !$0.runs.isEmpty }
        var groups: [(dimension: String, value: String, fixtures: [FixtureResult])] = [("all", "", ran)]
        for dimension in dimensions {
            let values = Set(ran.flatMap { dimension.values($0) }).sorted()
            for value in values {
                groups.append((dimension.name, value, ran.filter { dimension.values($0).contains(value) }))
            }
        }
        return groups.map { group in
            let metrics = group.fixtures.map(FixtureMetrics.init)
            let seed = group.dimension + "=" + group.value
            return Breakdown(
                dimension: group.dimension, value: group.value, fixtures: group.fixtures.map(\.id),
                estimates: AccuracyMetric.allCases.map { metric in
                    MetricEstimate(metric: metric, values: metrics.compactMap { $0[metric] }, seed: seed)
                })
        }
    }

    private struct Dimension: Sendable {
        var name: String
        var values: @Sendable (FixtureResult) -> [String]
    }

    private static let dimensions: [Dimension] = [
        // Every fixture has a footage group, `unstated` included, so the groups add up to `all`.
        Dimension(name: "footage") { [$0.footage?.rawValue ?? Footage.unstated] },
        Dimension(name: "exercise") { [$0.exercise] },
        Dimension(name: "tag") { $0.tags },
        Dimension(name: "angle") { $0.camera?.angle.map { [$0.rawValue] } ?? [] },
        Dimension(name: "height") { $0.camera?.height.map { [$0.rawValue] } ?? [] },
        Dimension(name: "lens") { $0.camera?.lens.map { [$0.rawValue] } ?? [] },
        Dimension(name: "mirrored") { $0.camera.map { [$0.mirrored ? "true" : "false"] } ?? [] },
        Dimension(name: "lighting") { $0.camera?.lighting.map { [$0.rawValue] } ?? [] },
        Dimension(name: "source") { $0.source.map { [$0.rawValue] } ?? [] },
        // `held out` apart from `set a limit`: accuracy on footage no limit was fitted to.
        Dimension(name: "limits") { $0.limitRole.map { [$0] } ?? [] },
    ]
}
