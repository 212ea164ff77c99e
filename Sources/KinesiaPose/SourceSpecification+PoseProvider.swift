import Foundation
import KinesiaMedia
import KinesiaMotion

extension SourceSpecification {
    /// The one place a pose provider is built from configuration, for the command line, the
    /// harness and calibration alike:
    ///
    ///     run.json  recording:run.json?mirrored     → RecordedPoseProvider
    ///     clip.mp4  file:clip.mp4?max-fps=15        → FramePoseProvider over the file
    ///     file:clip.mp4?live                        → the same over the file made live
    ///     camera:/dev/video0                        → the same over the camera
    ///
    /// Frames get `FramePoseProvider.defaultMaximumFrameRate` unless `max-fps` sets a cap.
    /// A recording is mirrored and skipped pose by pose (its frames are poses) and replayed on
    /// time when live. The source is opened now, so a missing file, an unreadable recording
    /// (naming the JSON path), a camera that is not there or missing models is an error here
    /// rather than a stream that silently ends.
    package func makePoseProvider(
        estimator: PoseEstimatorFactory = PoseEstimatorFactory(), tally: FrameTally = FrameTally(),
        clock: any PacingClock & Sendable = MonotonicPacingClock()
    ) throws -> any PoseProvider {
        if namesRecording { return try recordedPoseProvider() }
        var frames = self
        if frames.options.maximumFrameRate == nil { frames.options.maximumFrameRate = FramePoseProvider.defaultMaximumFrameRate }
        switch scheme {
        case .file: try FileFrameSource(url: URL(fileURLWithPath: location), options: frames.options).close()
        case .camera: try CameraFrameSource(device: location, options: frames.options, clock: clock).close()
        case .recording: break
        }
        try estimator.verify()
        return FramePoseProvider(frames: frames, estimator: estimator, tally: tally, clock: clock)
    }

    /// A recording of a mirror image holds the model's view of it: un-mirrored pose by pose,
    /// as a mirrored video is flipped back before estimation. Its leading frames are its
    /// first poses.
    private func recordedPoseProvider() throws -> RecordedPoseProvider {
        let poses = Array(try Recording(contentsOf: URL(fileURLWithPath: location)).poses.dropFirst(options.skippedLeadingFrames))
        return RecordedPoseProvider(options.mirrored ? poses.map { $0.mirrored() } : poses, realTime: options.livePacing)
    }
}
