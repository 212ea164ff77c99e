import Foundation
import KinesiaSupport

/// Frames of a video file (.mp4, .mov, .mkv, .webm, … in any codec the system FFmpeg decodes),
/// upright, un-mirrored when asked, capped by `FrameCadence`, started late by
/// `skippedLeadingFrames` when asked (`FrameAdmission`), and never dropped.
public final class FileFrameSource: FrameSource {
    public let dropPolicy = DropPolicy.never
    public var droppedFrameCount: Int { 0 }

    public let url: URL
    public let options: FrameSourceOptions
    /// The clockwise turn applied to every frame, from the file's display matrix (none when
    /// `options.ignoresDisplayRotation`, the test seam, is set).
    package let sourceOrientation: ImageRotation
    /// The size of the frames delivered (upright, perturbed when asked), from the stream's
    /// header (each frame carries its own).
    public let width: Int
    public let height: Int
    /// The threads FFmpeg's decoder runs: `options.decoderThreads`, or its own choice for 0.
    package let decoderThreadCount: Int

    private var reader: VideoFrameReader?
    private var admission: FrameAdmission
    private let orienter: FrameOrienter

    /// Opens the file and its video decoder; throws `MediaError` when it is not a readable video.
    public init(url: URL, options: FrameSourceOptions = FrameSourceOptions()) throws(MediaError) {
        self.url = url
        self.options = options
        let path = url.path
        if let problem = InputFile.problem(at: path) {
            throw problem == .missing ? .fileNotFound(path: path) : .unreadable(path: path, reason: problem.description)
        }
        let reader = try VideoFrameReader(
            container: InputContainer(path: path, maximumPixels: options.maximumPixels), threads: options.decoderThreads,
            maximumPixels: options.maximumPixels)
        self.reader = reader
        decoderThreadCount = reader.decoderThreadCount
        sourceOrientation = options.ignoresDisplayRotation ? .none : reader.displayRotation
        orienter = FrameOrienter(rotation: sourceOrientation, options: options, location: path)
        (width, height) = orienter.size(ofWidth: reader.storedWidth, height: reader.storedHeight)
        admission = FrameAdmission(options: options)
    }

    public func next() throws -> TimedFrame? {
        try nextPending()?.timedFrame()
    }

    /// The next frame's index, time and upright size, without converting its pixels; it
    /// advances the source as `next()` does.
    package func nextStamp() throws -> FrameStamp? {
        try nextPending()?.stamp
    }

    /// The next frame, decoded but not yet converted to RGB and turned upright.
    func nextPending() throws -> PendingFrame? {
        try Task.checkCancellation()
        guard let reader else { return nil }
        // A file never reports `.notYet`: only devices are opened non-blocking.
        guard case .picture(let picture) = try reader.next(admitting: { admission.admits($0) }) else {
            close()
            return nil
        }
        return PendingFrame(picture: picture, orienter: orienter)
    }

    public func close() {
        reader = nil
    }
}
