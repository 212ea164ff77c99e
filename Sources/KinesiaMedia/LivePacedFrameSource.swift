/// A source made live: frames become available at their timestamps against an injected
/// clock (the first frame at once), as a camera delivers them. A frame that a newer one has
/// replaced before the consumer asks is dropped and counted, as a camera's one-frame buffer
/// does. Used for local demos and as a stand-in camera.
package final class LivePacedFrameSource: FrameSource {
    package let dropPolicy = DropPolicy.dropLate
    package private(set) var droppedFrameCount = 0

    private let upstream: any FrameSource
    private let clock: any PacingClock
    /// Clock reading at which the first frame's timestamp was due, and that timestamp.
    private var start: (clock: Double, timestamp: Double)?
    /// A frame already read from upstream but not yet due.
    private var pending: TimedFrame?

    package init(upstream: any FrameSource, clock: any PacingClock) {
        self.upstream = upstream
        self.clock = clock
    }

    /// Throws `CancellationError` when the calling task is cancelled (a live session stopped).
    package func next() throws -> TimedFrame? {
        try Task.checkCancellation()
        guard var candidate = try pending ?? upstream.next() else { return nil }
        pending = nil
        let now = clock.now()
        if start == nil { start = (now, candidate.timestamp) }
        // Every frame whose successor has already arrived is stale: skip to the newest.
        while let following = try upstream.next() {
            if due(following) <= now {
                droppedFrameCount += 1
                candidate = following
            } else {
                pending = following
                break
            }
        }
        if due(candidate) > now { clock.sleep(until: due(candidate)) }
        return candidate
    }

    package func close() {
        pending = nil
        upstream.close()
    }

    private func due(_ frame: TimedFrame) -> Double {
        guard let start else { return 0 }
        return start.clock + (frame.timestamp - start.timestamp)
    }
}
