import Foundation

/// Exponential smoothing whose weight follows the time between poses, so a 60 fps and a
/// 15 fps recording of the same movement are smoothed alike.
///
/// `weight` is the share of a new sample at the reference interval of 1/30 s: 1 turns
/// smoothing off, smaller values smooth more. Over a gap of `dt` the new sample gets
/// `1 − (1 − weight)^(dt · 30)`.
struct Smoothing: Sendable {
    static let referenceInterval = 1.0 / 30

    let weight: Double
    private(set) var value: Double?
    private var lastTime: Double?

    init(weight: Double) {
        self.weight = min(1, max(0, weight))
    }

    mutating func add(_ sample: Double, at time: Double) -> Double {
        guard let previous = value, let lastTime, weight < 1 else {
            value = sample
            lastTime = time
            return sample
        }
        let steps = max(0, time - lastTime) / Self.referenceInterval
        let share = 1 - pow(1 - weight, steps)
        let next = previous + share * (sample - previous)
        value = next
        self.lastTime = time
        return next
    }
}
