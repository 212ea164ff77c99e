import Foundation
import KinesiaMedia
import KinesiaMotion

/// Poses from a video file: `FileFrameSource` + `BlazePoseEstimator`, the shipping path.
/// The frames are decoded ahead on a thread of their own (`PrefetchingFrameSource`) while the
/// estimator works, unless `prefetch` is off; the poses are the same either way, as they are
/// for any decoder thread count.
/// Frames without a person yield no pose. `poses()` ends at the end of the video (or where it
/// breaks); `readAll()` throws when the file can't be read.
public struct VideoPoseProvider: PoseProvider {
    public let url: URL
    /// The video was filmed by a front camera and is flipped back before analysis.
    public let mirrored: Bool
    /// Frames above this rate are skipped by timestamp (deterministic), nil for every frame.
    public let maximumFrameRate: Double?
    /// Deliver poses no faster than the video plays.
    public let realTime: Bool
    /// Decode the next frames on a second thread during estimation; false keeps everything on
    /// the caller's thread.
    public let prefetch: Bool
    /// FFmpeg decoder threads; 0 lets FFmpeg choose (`FrameSourceOptions.decoderThreads`).
    public let decoderThreads: Int
    /// Frames left out at the start, before estimation: the stream starts that many frames
    /// (after the frame-rate cap) late (`FrameSourceOptions.skippedLeadingFrames`).
    public let skippedLeadingFrames: Int
    /// The estimator's inference threads and landmark smoothing.
    public let estimator: PoseEstimatorOptions
    /// Test seam, off in every shipping path: estimate on the pixels as stored, ignoring the
    /// display matrix (`FrameSourceOptions.ignoresDisplayRotation`), for the harness's
    /// `rotationIgnored` mutant.
    public let ignoresDisplayRotation: Bool
    private let models: PoseModelFiles
    private let pacer: any PosePacer

    public init(
        url: URL, mirrored: Bool = false, maximumFrameRate: Double? = PoseSource.defaultMaximumFrameRate, realTime: Bool = false,
        prefetch: Bool = true, decoderThreads: Int = 0, skippedLeadingFrames: Int = 0, models: PoseModelFiles = PoseModelFiles(),
        estimator: PoseEstimatorOptions = PoseEstimatorOptions(), pacer: any PosePacer = TaskSleepPacer(),
        ignoresDisplayRotation: Bool = false
    ) {
        self.url = url
        self.mirrored = mirrored
        self.maximumFrameRate = maximumFrameRate
        self.realTime = realTime
        self.prefetch = prefetch
        self.decoderThreads = decoderThreads
        self.skippedLeadingFrames = skippedLeadingFrames
        self.models = models
        self.estimator = estimator
        self.pacer = pacer
        self.ignoresDisplayRotation = ignoresDisplayRotation
    }

    public func makePoses() -> Poses { Poses(provider: self) }

    /// The frames this provider estimates on, as `poses()` opens them: prefetching or in line,
    /// with its mirroring, frame-rate cap, leading-frame skip and decoder threads. Public so that
    /// a benchmark times exactly the shipping configuration.
    public func makeFrameSource() throws(MediaError) -> any FrameSource {
        let options = FrameSourceOptions(
            mirrored: mirrored, maximumFrameRate: maximumFrameRate, decoderThreads: decoderThreads,
            skippedLeadingFrames: skippedLeadingFrames, ignoresDisplayRotation: ignoresDisplayRotation)
        return prefetch ? try PrefetchingFrameSource(url: url, options: options) : try FileFrameSource(url: url, options: options)
    }

    /// A fresh estimator with this provider's models and options, as `poses()` makes one.
    public func makeEstimator() throws -> BlazePoseEstimator {
        try BlazePoseEstimator(models: models, threads: estimator.threads, smoothing: estimator.smoothing, tracking: !estimator.detectsEveryFrame)
    }

    public struct Poses: AsyncSequence {
        let provider: VideoPoseProvider

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(provider: provider) }

        /// Opens the video and the models on the first `next()`, so making the sequence is free
        /// and a failure to open surfaces as a thrown error there.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let provider: VideoPoseProvider
            private var source: (any FrameSource)?
            private var estimator: BlazePoseEstimator?
            private var finished = false
            private var lastTimestamp: Double?

            init(provider: VideoPoseProvider) { self.provider = provider }

            public mutating func next() async throws -> Pose? {
                guard !finished else { return nil }
                do {
                    if source == nil {
                        source = try provider.makeFrameSource()
                        estimator = try provider.makeEstimator()
                    }
                    guard let source, let estimator else { return nil }
                    while let frame = try source.next() {
                        guard let pose = try estimator.estimate(frame.image, at: frame.timestamp) else { continue }
                        if provider.realTime, let lastTimestamp {
                            try await provider.pacer.wait(seconds: frame.timestamp - lastTimestamp)
                        }
                        lastTimestamp = frame.timestamp
                        return pose
                    }
                } catch {
                    finish()
                    throw error
                }
                finish()
                return nil
            }

            private mutating func finish() {
                finished = true
                source?.close()
                source = nil
                estimator = nil
            }
        }
    }
}
