import Foundation
import KinesiaHarness
import KinesiaResults
import Synchronization

/// What `kinesia run` does on SIGINT or SIGTERM: the fixtures finished so far are written as
/// results marked interrupted (JSON and JUnit, atomically, as a finished run's are), then the
/// process exits 130 or 143 without waiting for the fixtures still in flight. The signals'
/// default action is restored first, so a second signal ends the process at once.
///
/// A run that has already started writing its final results finishes that instead, and exits
/// with the signal's status afterwards.
final class RunInterruption: Sendable {
    private enum Phase { case running, interruptedWriting, finishing(signal: Int32?) }

    private let plan: RunPlan
    private let makeResults: @Sendable ([FixtureResult], String) -> RunResults
    private let outputs: RunOutputs
    private let phase = Mutex(Phase.running)
    private let finished = Mutex<[FixtureResult]>([])
    private let signals = Mutex<InterruptSignals?>(nil)

    init(plan: RunPlan, outputs: RunOutputs, makeResults: @escaping @Sendable ([FixtureResult], String) -> RunResults) {
        self.plan = plan
        self.outputs = outputs
        self.makeResults = makeResults
    }

    func start() {
        let handler = InterruptSignals { [self] number in interrupt(by: number) }
        signals.withLock { $0 = handler }
    }

    /// Hears of each fixture as it finishes.
    func record(_ result: FixtureResult) {
        finished.withLock { $0.append(result) }
    }

    /// The run is about to write its final results: false when a signal got there first (its
    /// handler is writing the interrupted results and ends the process).
    func beginFinishing() -> Bool {
        phase.withLock { phase in
            guard case .running = phase else { return false }
            phase = .finishing(signal: nil)
            return true
        }
    }

    /// The status to exit with once the final results are written: the signal's, if one came.
    func exitStatus(afterFinishing status: Int32) -> Int32 {
        defer { signals.withLock { $0?.cancel(); $0 = nil } }
        guard case .finishing(let signal?) = phase.withLock({ $0 }) else { return status }
        return 128 + signal
    }

    private func interrupt(by number: Int32) {
        signals.withLock { $0?.cancel() }
        let proceed = phase.withLock { phase -> Bool in
            switch phase {
            case .running:
                phase = .interruptedWriting
                return true
            case .finishing:
                phase = .finishing(signal: number)
                return false
            case .interruptedWriting:
                return false
            }
        }
        guard proceed else { return }
        let name = number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
        let done = finished.withLock { $0 }.sorted { $0.order < $1.order }
        let results = makeResults(done, name)
        var lines = "\nkinesia run: interrupted by \(name): \(done.count) of \(plan.fixtures.count) fixtures finished"
        do {
            try outputs.write(results)
            if outputs.json != nil || outputs.junit != nil { lines += "; their results are written, marked interrupted" }
        } catch {
            lines += "; the results could not be written: \(error)"
        }
        FileHandle.standardError.write(Data((lines + "\n").utf8))
        // Fixtures still in flight hold OpenVINO and FFmpeg threads: leave without running
        // exit handlers under them.
        _exit(128 + number)
    }
}
