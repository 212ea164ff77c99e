import Foundation
import KinesiaMotion

/// How one fixture is pushed through the shipping pipeline (`RecordedPoseProvider` or
/// `VideoPoseProvider` → `MotionSession`), as a plain value.
///
/// `init(fixture:)` builds it from the manifest. Every other field is a seam for code that
/// runs the same fixtures through a changed pipeline (mutants, calibration):
/// - `exercise` is the definition the session is built with: rewrite it to retune a
///   threshold or a smoothing constant;
/// - `poseTransforms` rewrite the pose stream between provider and session, in order;
/// - `skippedLeadingFrames` starts the source late: a video's first frames are left out
///   before estimation, a recording's first poses before the session;
/// - `flushesAtEnd` false skips `MotionSession.finish()` at end of stream (the session is
///   then fed pose by pose, as a live camera that never ends would);
/// - `video` holds the decoder and estimator options.
public struct FixturePipeline: Sendable {
    public enum Source: Sendable, Hashable {
        case recording(path: String)
        case video(path: String)
    }

    public var source: Source
    public var exercise: ExerciseDefinition
    /// Nil uses the exercise's default side.
    public var side: Side?
    /// Nil uses the exercise's own smoothing.
    public var smoothing: Double?
    /// Frames per second the video provider keeps (nil: `PoseSource`'s default); recordings
    /// are replayed whole.
    public var maximumFrameRate: Double?
    /// The source is a mirror image: a video is flipped back before estimation, a
    /// recording's poses are un-mirrored.
    public var mirrored: Bool
    /// Frames the source leaves out at its start (`FrameSourceOptions.skippedLeadingFrames`):
    /// calibration's late start, 0 in every manifest run.
    public var skippedLeadingFrames: Int
    public var video: VideoPipelineOptions
    public var poseTransforms: [any PoseStreamTransform]
    public var flushesAtEnd: Bool

    public init(
        source: Source, exercise: ExerciseDefinition, side: Side? = nil, smoothing: Double? = nil,
        maximumFrameRate: Double? = VideoPipelineOptions.defaultMaximumFrameRate, mirrored: Bool = false,
        skippedLeadingFrames: Int = 0, video: VideoPipelineOptions = VideoPipelineOptions(), poseTransforms: [any PoseStreamTransform] = [],
        flushesAtEnd: Bool = true
    ) {
        self.source = source
        self.exercise = exercise
        self.side = side
        self.smoothing = smoothing
        self.maximumFrameRate = maximumFrameRate
        self.mirrored = mirrored
        self.skippedLeadingFrames = skippedLeadingFrames
        self.video = video
        self.poseTransforms = poseTransforms
        self.flushesAtEnd = flushesAtEnd
    }

    /// The pipeline the manifest describes for a resolved fixture.
    public init(fixture resolved: ResolvedFixture) throws(FixtureSetupError) {
        let fixture = resolved.fixture
        guard let exercise = ExerciseLibrary.named(fixture.exercise) else {
            throw FixtureSetupError("unknown exercise `\(fixture.exercise)`")
        }
        guard let side = Side(rawValue: fixture.side) else { throw FixtureSetupError("unknown side `\(fixture.side)`") }
        let source: Source = switch fixture.source.kind {
        case .recording: .recording(path: resolved.sourcePath)
        case .video: .video(path: resolved.sourcePath)
        }
        self.init(
            source: source, exercise: exercise, side: side, smoothing: fixture.smoothing,
            maximumFrameRate: fixture.maxFrameRate ?? VideoPipelineOptions.defaultMaximumFrameRate,
            mirrored: fixture.camera.mirrored)
    }
}

/// Why a fixture could not be set up to run (an unreadable recording, an option the
/// pipeline does not take): the fixture's status is `error`.
public struct FixtureSetupError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
