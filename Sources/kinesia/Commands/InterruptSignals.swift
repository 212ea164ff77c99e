import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT and SIGTERM into a call, so a live session ends the way a stopped camera
/// does (flushed, summarised) instead of the process dying mid-rep, and an interrupted run
/// still writes what it finished. While it is alive the signals' default action is off;
/// `cancel()` (from any thread, the handler's included) restores it, so a second signal after
/// that kills the process as usual.
final class InterruptSignals: Sendable {
    private let sources: Mutex<[any DispatchSourceSignal]>
    private static let signals: [Int32] = [SIGINT, SIGTERM]

    init(queue: DispatchQueue = DispatchQueue(label: "kinesia.signals"), handler: @escaping @Sendable (Int32) -> Void) {
        var sources: [any DispatchSourceSignal] = []
        for number in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.resume()
            sources.append(source)
        }
        self.sources = Mutex(sources)
    }

    func cancel() {
        let cancelled = sources.withLock { sources in
            defer { sources = [] }
            return sources
        }
        for source in cancelled { source.cancel() }
        for number in Self.signals { signal(number, SIG_DFL) }
    }

    deinit { cancel() }
}
