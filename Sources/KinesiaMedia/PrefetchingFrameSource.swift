import Dispatch
import Foundation

/// A video file's frames decoded ahead on a thread of their own, so that decoding and pixel
/// conversion of the next frames overlap whatever the consumer does with this one. Delivers
/// exactly what `FileFrameSource` delivers, in the same order, with the same errors at the same
/// frame; holds at most `capacity` frames ahead and never drops one.
///
/// The `FileFrameSource` is opened, read and released on the decoding thread only (it owns
/// FFmpeg's state); only `TimedFrame` values and errors cross to the consumer.
public final class PrefetchingFrameSource: FrameSource {
    public let dropPolicy = DropPolicy.never
    public var droppedFrameCount: Int { 0 }

    public let url: URL
    public let options: FrameSourceOptions

    /// What the decoding thread hands over: a frame, the end (nil) or the error it broke on.
    private typealias Outcome = Result<TimedFrame?, any Error>

    private let frames: BoundedHandoff<Outcome>
    /// Signalled by the decoding thread as its last act, after the file is released.
    private let decoderExited: DispatchSemaphore
    /// The decoding thread has been stopped or has ended, and was waited for.
    private var finished = false

    /// Opens the file on the decoding thread and starts decoding; throws what
    /// `FileFrameSource` throws when the file is not a readable video.
    public init(url: URL, options: FrameSourceOptions = FrameSourceOptions(), capacity: Int = 3) throws(MediaError) {
        let opening = BoundedHandoff<Result<Void, MediaError>>(capacity: 1)
        let frames = BoundedHandoff<Outcome>(capacity: capacity)
        let decoderExited = DispatchSemaphore(value: 0)
        let thread = Thread {
            Self.decode(url: url, options: options, opening: opening, frames: frames)
            decoderExited.signal()
        }
        thread.name = "kinesia-decode"  // Linux keeps 15 characters
        thread.start()
        if case .failure(let error) = opening.take() {
            decoderExited.wait()
            throw error
        }
        self.url = url
        self.options = options
        self.frames = frames
        self.decoderExited = decoderExited
    }

    deinit {
        close()
    }

    /// The next frame, decoded while the previous ones were being used. Throws the decoding
    /// error where the file broke, and `CancellationError` (after stopping the decoding thread)
    /// when the calling task is cancelled.
    public func next() throws -> TimedFrame? {
        guard !finished else { return nil }
        if Task.isCancelled {
            close()
            throw CancellationError()
        }
        let outcome = frames.take()
        if case .success(let frame?) = outcome { return frame }
        // The end or an error: the decoding thread has put its last outcome and is leaving.
        finished = true
        decoderExited.wait()
        return try outcome.get()
    }

    /// Stops the decoding thread and waits for it to release the file (at most one frame's
    /// decoding away).
    public func close() {
        guard !finished else { return }
        finished = true
        frames.stop()
        decoderExited.wait()
    }

    /// The decoding thread's whole life: open, then decode until the end, an error, or stop.
    private static func decode(
        url: URL, options: FrameSourceOptions, opening: BoundedHandoff<Result<Void, MediaError>>,
        frames: BoundedHandoff<Outcome>
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
            let outcome = Outcome { try source.next() }
            guard frames.put(outcome), case .success(.some) = outcome else { return }
        }
    }
}
