/// The seam between pictures and analysis: a file, a paced file and a camera look the same.
///
/// A source delivers frames in capture order and then finishes (`next()` returns nil).
/// Sources own decoder state, so they are classes used from one task at a time; only the
/// `TimedFrame` values they produce cross concurrency boundaries.
public protocol FrameSource: AnyObject {
    /// `.never` for files; `.dropLate` for live sources.
    var dropPolicy: DropPolicy { get }

    /// How many frames were dropped because the consumer was late. Always 0 for `.never`.
    var droppedFrameCount: Int { get }

    /// The next frame in capture order, or nil once the source has finished or was closed.
    /// Throws `MediaError` for unreadable or corrupt input, `CancellationError` when the
    /// calling task is cancelled.
    func next() throws -> TimedFrame?

    /// Stops the source and releases its decoder; later `next()` calls return nil.
    func close()
}

extension FrameSource {
    /// Every remaining frame. For short clips and tests: frames are kept in memory.
    package func readAll() throws -> [TimedFrame] {
        var frames: [TimedFrame] = []
        while let frame = try next() { frames.append(frame) }
        return frames
    }
}
