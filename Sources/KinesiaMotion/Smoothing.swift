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

    /// The share a new sample gets after `interval` seconds. Intervals count to the
    /// microsecond: frame times like 1/30 s differ in their last bits from frame to frame,
    /// and would otherwise miss the cache every time.
    mutating func share(after interval: Double) -> Double {
        guard weight < 1 else { return 1 }
        let microseconds = Self.microseconds(interval)
        if microseconds != cachedInterval {
            cachedInterval = microseconds
            cachedShare = share(afterMicroseconds: microseconds)
        }
        return cachedShare
    }

    /// The same without touching the cache, for the odd interval (a joint back after a gap).
    func uncachedShare(after interval: Double) -> Double {
        guard weight < 1 else { return 1 }
        return share(afterMicroseconds: Self.microseconds(interval))
    }

    /// Whole microseconds, by integer conversion (libm's `round` is a call on this path).
    private static func microseconds(_ interval: Double) -> Double {
        guard interval < 1e9 else { return 1e15 }
        return Double(Int64(max(0, interval) * 1_000_000 + 0.5))
    }

    private func share(afterMicroseconds microseconds: Double) -> Double {
        1 - pow(1 - weight, microseconds / 1_000_000 / Self.referenceInterval)
    }
}
