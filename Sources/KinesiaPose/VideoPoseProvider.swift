import Foundation
import KinesiaMedia
import KinesiaMotion

/// Poses from a video file through BlazePose: the engine's documented convenience, a
/// `FramePoseProvider` over the file's frame source. The frames are decoded ahead on threads
/// of their own while the estimator works (`FrameSourceOptions.prefetching`); the poses are
/// the same either way, as they are for any decoder thread count.
/// `poses()` ends at the end of the video (or where it breaks); `readAll()` throws when the
/// file can't be read.
public struct VideoPoseProvider: PoseProvider {
    public let url: URL
    /// Mirroring, frame-rate cap, decoder threads, leading-frame skip, live pacing.
    public let frames: FrameSourceOptions
    public let estimator: PoseEstimatorFactory

    /// The video was filmed by a front camera and is flipped back before analysis.
    public var mirrored: Bool { frames.mirrored }
    /// Frames above this rate are skipped by timestamp (deterministic), nil for every frame.
    public var maximumFrameRate: Double? { frames.maximumFrameRate }

    public init(url: URL, frames: FrameSourceOptions, estimator: PoseEstimatorFactory = PoseEstimatorFactory()) {
        self.url = url
        self.frames = frames
        self.estimator = estimator
    }

    public init(
        url: URL, mirrored: Bool = false, maximumFrameRate: Double? = FramePoseProvider.defaultMaximumFrameRate,
        estimator: PoseEstimatorFactory = PoseEstimatorFactory()
    ) {
        self.init(url: url, frames: FrameSourceOptions(mirrored: mirrored, maximumFrameRate: maximumFrameRate), estimator: estimator)
    }

    /// The file as a source specification: the frames this provider estimates on.
    public var specification: SourceSpecification { SourceSpecification(scheme: .file, location: url.path, options: frames) }

    public func makePoses() -> FramePoseProvider.Poses {
        FramePoseProvider(frames: specification, estimator: estimator).makePoses()
    }

    /// The frames `poses()` estimates on, for a benchmark that times exactly the shipping path.
    public func makeFrameSource() throws -> any FrameSource { try specification.makeFrameSource() }
}
