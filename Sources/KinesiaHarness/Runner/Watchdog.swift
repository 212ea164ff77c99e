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
