/// One fixture's value of each `AccuracyMetric`, read off its result; nil where the metric
/// does not apply (a fixture that did not run, no labelled times, no keypoint labels).
package struct FixtureMetrics: Sendable, Hashable {
    package var values: [AccuracyMetric: Double]

    package init(_ result: FixtureResult) {
        var values: [AccuracyMetric: Double] = [:]
        let ran = !result.runs.isEmpty
        if ran { values[.seconds] = result.seconds }
        if ran { values[.deterministicRate] = result.nondeterminism == nil ? 1 : 0 }
        if ran, let reps = result.reps {
            let difference = abs(reps.counted - reps.expected)
            values[.repExactRate] = difference == 0 ? 1 : 0
            values[.offByOneRate] = difference <= 1 ? 1 : 0
            if reps.expected > 0 { values[.repMAE] = Double(difference) / Double(reps.expected) }
            let timed = reps.entries.compactMap { entry -> Double? in
                guard entry.match == .matched, let labelled = entry.labelledTime, let counted = entry.countedTime else { return nil }
                return abs(counted - labelled)
            }
            if reps.alignedByTime, !timed.isEmpty { values[.repTimeError] = timed.reduce(0, +) / Double(timed.count) }
        }
        if ran, let accuracy = result.keypoints?.accuracy {
            values[.keypointError] = accuracy.meanError
            values[.pck] = accuracy.pck
            values[.oks] = accuracy.oks
        }
        self.values = values
    }

    package subscript(metric: AccuracyMetric) -> Double? { values[metric] }
}
