import Dispatch
import Foundation

/// Turns SIGINT and SIGTERM into a call, so a live session ends the way a stopped camera
/// does (flushed, summarised) instead of the process dying mid-rep. While it is alive the
/// signals' default action is off; `cancel()` restores it, so a second Ctrl-C after the
/// session has ended kills the process as usual.
final class InterruptSignals {
    private var sources: [DispatchSourceSignal] = []
    private let signals: [Int32] = [SIGINT, SIGTERM]

    init(queue: DispatchQueue = DispatchQueue(label: "kinesia.signals"), handler: @escaping @Sendable (Int32) -> Void) {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.resume()
            sources.append(source)
        }
    }

    func cancel() {
        for source in sources { source.cancel() }
        sources = []
        for number in signals { signal(number, SIG_DFL) }
    }

    deinit { cancel() }
}
