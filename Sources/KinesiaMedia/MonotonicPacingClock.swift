import Foundation

/// Real time for live pacing: the system's monotonic clock.
public struct MonotonicPacingClock: PacingClock, Sendable {
    private let origin = ContinuousClock.now

    public init() {}

    public func now() -> Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    public func sleep(until deadline: Double) {
        let remaining = deadline - now()
        if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
    }
}
