/// How a video fixture is decoded and estimated. Every value is fixed per run so that the
/// output never depends on scheduling; calibration varies them (1 vs 2 threads, …) to
/// measure the spread that must not change the answer.
public struct VideoPipelineOptions: Sendable, Hashable {
    /// The video pose provider's own cadence when the manifest sets no `maxFrameRate`.
    public static let defaultMaximumFrameRate = 30.0

    /// FFmpeg decoder threads; 0 lets FFmpeg choose (its output is identical for any count).
    public var decoderThreads: Int
    /// Inference threads per model; 1 lets several fixtures run side by side.
    public var estimatorThreads: Int
    /// BlazePose's landmark smoothing over time (MediaPipe's `smooth_landmarks`).
    public var landmarkSmoothing: Bool
    /// Frames as stored, the display matrix ignored: the `rotationIgnored` mutant's test seam
    /// (`FrameSourceOptions.ignoresDisplayRotation`), never set by a manifest.
    public var ignoresDisplayRotation: Bool

    public init(decoderThreads: Int = 0, estimatorThreads: Int = 1, landmarkSmoothing: Bool = true, ignoresDisplayRotation: Bool = false) {
        self.decoderThreads = decoderThreads
        self.estimatorThreads = estimatorThreads
        self.landmarkSmoothing = landmarkSmoothing
        self.ignoresDisplayRotation = ignoresDisplayRotation
    }
}
