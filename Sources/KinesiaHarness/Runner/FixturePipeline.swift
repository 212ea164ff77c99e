import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose

/// How one fixture is pushed through the shipping pipeline (`RecordedPoseProvider` or
/// `FramePoseProvider` → `MotionSession`), as a plain value.
///
/// `init(fixture:)` builds it from the manifest. Every other field is a seam for code that
/// runs the same fixtures through a changed pipeline (mutants, calibration):
/// - `source` is the fixture's source as the command line would name it, with every frame
///   option (mirroring, frame-rate cap, decoder threads, the late start calibration uses, the
///   rotation seam a mutant uses) in its one `FrameSourceOptions` value;
/// - `estimator` is how a video's poses are estimated (threads, landmark smoothing);
/// - `exercise` is the definition the session is built with: rewrite it to retune a
///   threshold or a smoothing constant;
/// - `poseTransforms` rewrite the pose stream between provider and session, in order;
/// - `flushesAtEnd` false skips `MotionSession.finish()` at end of stream (the session is
///   then fed pose by pose, as a live camera that never ends would).
package struct FixturePipeline: Sendable {
    package var source: SourceSpecification
    package var estimator: PoseEstimatorFactory
    package var exercise: ExerciseDefinition
    /// Nil uses the exercise's default side.
    package var side: Side?
    /// Nil uses the exercise's own smoothing.
    package var smoothing: Double?
    package var poseTransforms: [any PoseStreamTransform]
    package var flushesAtEnd: Bool

    package init(
        source: SourceSpecification, exercise: ExerciseDefinition, side: Side? = nil, smoothing: Double? = nil,
        estimator: PoseEstimatorFactory = PoseEstimatorFactory(), poseTransforms: [any PoseStreamTransform] = [],
        flushesAtEnd: Bool = true
    ) {
        self.source = source
        self.estimator = estimator
        self.exercise = exercise
        self.side = side
        self.smoothing = smoothing
        self.poseTransforms = poseTransforms
        self.flushesAtEnd = flushesAtEnd
    }

    /// The pipeline the manifest describes for a resolved fixture: a video is capped at the
    /// manifest's `maxFrameRate` or the pose provider's default.
    package init(fixture resolved: ResolvedFixture) {
        let fixture = resolved.fixture
        var options = FrameSourceOptions(mirrored: fixture.camera.mirrored)
        let scheme: SourceSpecification.Scheme
        switch fixture.source.kind {
        case .recording:
            scheme = .recording
        case .video:
            scheme = .file
            options.maximumFrameRate = fixture.maxFrameRate ?? FramePoseProvider.defaultMaximumFrameRate
        }
        self.init(
            source: SourceSpecification(scheme: scheme, location: resolved.sourcePath, options: options),
            exercise: fixture.exercise, side: fixture.side, smoothing: fixture.smoothing)
    }

    /// Whether poses are estimated from frames (rather than replayed from a recording).
    package var isVideo: Bool { !source.namesRecording }
}
