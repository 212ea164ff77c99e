import Dispatch
import Foundation

/// A video file's frames prepared ahead on two threads of their own: one decodes, the other
/// converts the decoded pictures to upright RGB, so decoding, conversion and whatever the
/// consumer does with a frame all overlap. Delivers exactly what `FileFrameSource` delivers,
/// in the same order, with the same errors at the same frame; holds at most `capacity` frames
/// ahead at each stage and never drops one.
///
/// The `FileFrameSource` is opened, read and released on the decoding thread only (it owns
/// FFmpeg's state); only values cross threads: `PendingFrame`s, `TimedFrame`s and errors.
public final class PrefetchingFrameSource: FrameSource {
    public let dropPolicy = DropPolicy.never
    public var droppedFrameCount: Int { 0 }

    public let url: URL
    public let options: FrameSourceOptions

    /// What a stage hands the next: an element, the end (nil) or the error it broke on.
    private typealias Outcome<Element> = Result<Element?, any Error>

    private let frames: BoundedHandoff<Outcome<TimedFrame>>
    /// Left by each thread as its last act (the decoding thread after releasing the file).
    private let threads: DispatchGroup
    /// The threads have been stopped or have ended, and were waited for.
    private var finished = false

    /// Opens the file on the decoding thread and starts decoding; throws what
    /// `FileFrameSource` throws when the file is not a readable video.
    public init(url: URL, options: FrameSourceOptions = FrameSourceOptions(), capacity: Int = 3) throws(MediaError) {
        let opening = BoundedHandoff<Result<Void, MediaError>>(capacity: 1)
        let pending = BoundedHandoff<Outcome<PendingFrame>>(capacity: capacity)
        let frames = BoundedHandoff<Outcome<TimedFrame>>(capacity: capacity)
        let threads = DispatchGroup()
        // Linux keeps 15 characters of a thread's name.
        Self.start("kinesia-decode", in: threads) { Self.decode(url: url, options: options, opening: opening, into: pending) }
        if case .failure(let error) = opening.take() {
            threads.wait()
            throw error
        }
        Self.start("kinesia-convert", in: threads) { Self.convert(pending, into: frames) }
        self.url = url
        self.options = options
        self.frames = frames
        self.threads = threads
    }

    deinit {
        close()
    }

    /// The next frame, prepared while the previous ones were being used. Throws the decoding
    /// error where the file broke, and `CancellationError` (after stopping the threads) when
    /// the calling task is cancelled.
    public func next() throws -> TimedFrame? {
        guard !finished else { return nil }
        if Task.isCancelled {
            close()
            throw CancellationError()
        }
        let outcome = frames.take()
        if case .success(let frame?) = outcome { return frame }
        // The end or an error: both threads have handed over their last outcome and are leaving.
        finished = true
        threads.wait()
        return try outcome.get()
    }

    /// Stops both threads and waits for them to release the file (at most one frame's
    /// decoding away).
    public func close() {
        guard !finished else { return }
        finished = true
        frames.stop()
        threads.wait()
    }

    private static func start(_ name: String, in group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
        group.enter()
        let thread = Thread {
            body()
            group.leave()
        }
        thread.name = name
        thread.start()
    }

    /// The decoding thread's whole life: open, then decode until the end, an error, or stop.
    private static func decode(
        url: URL, options: FrameSourceOptions, opening: BoundedHandoff<Result<Void, MediaError>>,
        into pending: BoundedHandoff<Outcome<PendingFrame>>
    ) {
        let source: FileFrameSource
        do {
            source = try FileFrameSource(url: url, options: options)
        } catch {
            _ = opening.put(.failure(error))
            return
        }
        _ = opening.put(.success(()))
        defer { source.close() }
        while true {
            let outcome = Outcome { try source.nextPending() }
            guard pending.put(outcome), case .success(.some) = outcome else { return }
        }
    }

    /// The conversion thread's whole life: decoded pictures to frames, in order, passing the
    /// end or the error on; stops the decoding thread when the consumer stops it.
    private static func convert(_ pending: BoundedHandoff<Outcome<PendingFrame>>, into frames: BoundedHandoff<Outcome<TimedFrame>>) {
        while true {
            let outcome = pending.take().flatMap { pending -> Outcome<TimedFrame> in
                do { return .success(try pending?.timedFrame()) } catch { return .failure(error) }
            }
            guard frames.put(outcome) else {
                pending.stop()
                return
            }
            guard case .success(.some) = outcome else { return }
        }
    }
}
