/// How the BlazePose estimator of a video pose provider runs: fixed per run, so the poses
/// never depend on scheduling. The harness's calibration varies `threads` to measure it.
public struct PoseEstimatorOptions: Sendable, Hashable {
    /// Inference threads per model; 1 lets several pipelines run side by side.
    public var threads: Int
    /// Landmarks filtered over time as MediaPipe's `smooth_landmarks` does; off, each frame
    /// stands alone.
    public var smoothing: Bool

    public init(threads: Int = 1, smoothing: Bool = true) {
        self.threads = threads
        self.smoothing = smoothing
    }
}
