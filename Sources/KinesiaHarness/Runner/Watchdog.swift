import Synchronization

/// Runs an operation on its own executor and waits for it at most `seconds` of `timer`.
///
/// A pipeline hung in a C call cannot be cancelled, so the watchdog does not try: on timeout
/// it stops waiting, returns nil and leaves the operation's thread to finish or not.
enum Watchdog {
    static func run<Value: Sendable>(
        seconds: Double, label: String, timer: any WatchdogTimer = SleepingWatchdogTimer(), _ operation: @escaping @Sendable () async -> Value
    ) async -> Value? {
        let outcome = FirstOutcome<Value?>()
        return await withCheckedContinuation { continuation in
            outcome.wait(with: continuation)
            let timer = Task {
                do {
                    try await timer.expire(after: seconds, label: label)
                    outcome.resolve(nil)
                } catch {}
            }
            Task(executorPreference: SerialQueueExecutor(label: label)) {
                outcome.resolve(await operation())
                timer.cancel()
            }
        }
    }
}

/// Resumes a continuation with whichever outcome arrives first; later ones are ignored.
private final class FirstOutcome<Value: Sendable>: Sendable {
    private let continuation = Mutex<CheckedContinuation<Value, Never>?>(nil)

    func wait(with continuation: CheckedContinuation<Value, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    /// True when this outcome was the first.
    @discardableResult
    func resolve(_ value: Value) -> Bool {
        guard let waiting = continuation.withLock({ state in defer { state = nil }; return state }) else { return false }
        waiting.resume(returning: value)
        return true
    }
}

/// What the watchdog waits on before it gives up on a fixture: real time in every run, and a
/// timer a test controls when it proves the timeout path without waiting for it.
package protocol WatchdogTimer: Sendable {
    /// Returns once the fixture labelled `label` has had its `seconds`; throws
    /// `CancellationError` when the fixture finished first.
    func expire(after seconds: Double, label: String) async throws
}

/// Sleeps for the timeout.
package struct SleepingWatchdogTimer: WatchdogTimer {
    package init() {}

    /// A year: the command line allows a week, and nothing waits longer than this.
    static let longestWait = 31_536_000.0

    package func expire(after seconds: Double, label: String) async throws {
        // A Duration holds any timeout a caller can state; UInt64 nanoseconds trap past 584 years.
        try await Task.sleep(for: .seconds(min(max(seconds, 0), Self.longestWait)))
    }
}
