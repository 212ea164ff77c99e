import KinesiaMotion

/// A metric over a group of fixtures: the mean of their values and a 95 % percentile
/// bootstrap interval over fixtures, seeded so the same results give the same interval.
package struct MetricEstimate: Sendable, Hashable {
    package static let resamples = 2000

    package var metric: AccuracyMetric
    /// Fixtures with a value.
    package var count: Int
    /// Nil when no fixture has a value.
    package var value: Double?
    package var low: Double?
    package var high: Double?

    package init(metric: AccuracyMetric, count: Int, value: Double?, low: Double?, high: Double?) {
        self.metric = metric
        self.count = count
        self.value = value
        self.low = low
        self.high = high
    }

    /// `values` in fixture order; `seed` names the group, so each group's resampling is its own.
    package init(metric: AccuracyMetric, values: [Double], seed: String) {
        guard !values.isEmpty else {
            self.init(metric: metric, count: 0, value: nil, low: nil, high: nil)
            return
        }
        let mean = values.reduce(0, +) / Double(values.count)
        var random = SeededRandom(seed: Self.seed(seed + "/" + metric.rawValue))
        var means: [Double] = []
        means.reserveCapacity(Self.resamples)
        for _ in 0..<Self.resamples {
            var sum = 0.0
            for _ in values.indices { sum += values[Int(random.next() % UInt64(values.count))] }
            means.append(sum / Double(values.count))
        }
        means.sort()
        let low = means[Int(0.025 * Double(Self.resamples - 1))], high = means[Int((0.975 * Double(Self.resamples - 1)).rounded())]
        self.init(metric: metric, count: values.count, value: mean, low: low, high: high)
    }

    /// FNV-1a of the text: a seed that is the same on every machine and every run.
    private static func seed(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }

    /// Whether `other` lies outside this estimate's interval, and so is a move worth flagging.
    package func excludes(_ other: Double) -> Bool {
        guard let low, let high else { return false }
        let slack = 1e-12 * max(1, abs(low), abs(high))
        return other < low - slack || other > high + slack
    }
}
