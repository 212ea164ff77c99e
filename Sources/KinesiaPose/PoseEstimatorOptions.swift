/// How the BlazePose estimator of a video pose provider runs: fixed per run, so the poses
/// never depend on scheduling. The harness's calibration varies `threads` to measure it.
public struct PoseEstimatorOptions: Sendable, Hashable {
    /// Inference threads per model; 1 lets several pipelines run side by side.
    public var threads: Int
    /// Landmarks filtered over time as MediaPipe's `smooth_landmarks` does; off, each frame
    /// stands alone.
    public var smoothing: Bool
    /// Runs the detector on every frame instead of following the person with the region the
    /// last landmarks predict: slower, but a figure the detector cannot find is never hidden
    /// by tracking (how rendered fixtures are validated).
    package var detectsEveryFrame: Bool
    /// Test seam, 0 in every shipping path: the landmark model's crop is sampled this many
    /// crop pixels right and down of its region while its landmarks are projected back from
    /// the region itself, as a change to the crop's sampling would. The harness's
    /// `cropSamplingShifted` mutant sets half a pixel to prove the pinned poses notice a real
    /// change in the pose stage; nothing else should.
    package var cropSamplingShift: Double
    /// Which landmarks poses are made of (`LandmarkSpace`): the picture's when shipping.
    package var landmarks: LandmarkSpace

    public init(threads: Int = 1, smoothing: Bool = true, detectsEveryFrame: Bool = false) {
        self.threads = threads
        self.smoothing = smoothing
        self.detectsEveryFrame = detectsEveryFrame
        // The test seam starts off; the mutant sets it on the value.
        self.cropSamplingShift = 0
        self.landmarks = .image
    }
}
