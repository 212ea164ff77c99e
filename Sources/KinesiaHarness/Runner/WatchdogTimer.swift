/// What the watchdog waits on before it gives up on a fixture: real time in every run, and a
/// timer a test controls when it proves the timeout path without waiting for it.
public protocol WatchdogTimer: Sendable {
    /// Returns once the fixture labelled `label` has had its `seconds`; throws
    /// `CancellationError` when the fixture finished first.
    func expire(after seconds: Double, label: String) async throws
}

/// Sleeps for the timeout.
public struct SleepingWatchdogTimer: WatchdogTimer {
    public init() {}

    /// A year: the command line allows a week, and nothing waits longer than this.
    static let longestWait = 31_536_000.0

    public func expire(after seconds: Double, label: String) async throws {
        // A Duration holds any timeout a caller can state; UInt64 nanoseconds trap past 584 years.
        try await Task.sleep(for: .seconds(min(max(seconds, 0), Self.longestWait)))
    }
}
