import Foundation

/// Exponential smoothing whose weight follows the time between samples, so a 60 fps and a
/// 15 fps recording of the same movement are smoothed alike.
///
/// `weight` is the share of a new sample at the reference interval of 1/30 s: 1 turns
/// smoothing off, smaller values smooth more. Over a gap of `dt` the new sample gets
/// `1 − (1 − weight)^(dt · 30)`.
struct Smoothing: Sendable {
    static let referenceInterval = 1.0 / 30

    let weight: Double
    // The share for the last interval seen: most streams have one frame interval, so
    // `pow` runs once, not once per joint and pose.
    private var cachedInterval = -1.0
    private var cachedShare = 1.0

    init(weight: Double) {
        self.weight = min(1, max(0, weight))
    }

    /// The share a new sample gets after `interval` seconds.
    mutating func share(after interval: Double) -> Double {
        guard weight < 1 else { return 1 }
        if interval != cachedInterval {
            cachedInterval = interval
            cachedShare = 1 - pow(1 - weight, max(0, interval) / Self.referenceInterval)
        }
        return cachedShare
    }
}
