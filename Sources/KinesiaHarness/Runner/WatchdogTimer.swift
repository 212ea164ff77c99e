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

    public func expire(after seconds: Double, label: String) async throws {
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}
