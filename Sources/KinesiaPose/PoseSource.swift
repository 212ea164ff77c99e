import Foundation
import KinesiaMedia
import KinesiaMotion

/// The one place a pose source is chosen from configuration, for the command line and the
/// harness alike: a recording replays its poses, a video runs through the pose estimator.
///
///     run.json  recording:run.json?mirrored  → RecordedPoseProvider
///     clip.mp4  file:clip.mp4?mirrored&max-fps=15&threads=2  → VideoPoseProvider
///
/// A video's frame options (mirroring, frame-rate cap, decoder threads, leading frames
/// skipped) come from the specification; how its estimator runs from `estimator`, which a
/// recording ignores. A recording is mirrored and skipped pose by pose: its frames are poses.
public enum PoseSource {
    /// The frame-rate cap of a video without `max-fps`, as `VideoPoseProvider` has it.
    public static let defaultMaximumFrameRate = 30.0

    /// Parses `text` as a `SourceSpecification` (a bare path ending in `.json` is a recording).
    public static func provider(for text: String, models: PoseModelFiles = PoseModelFiles()) throws -> any PoseProvider {
        try provider(for: SourceSpecification(parsing: text), models: models)
    }

    /// Opens the source now, so an unreadable file is an error here (naming the file and, for
    /// a recording, the JSON path) rather than a stream that silently ends.
    public static func provider(
        for specification: SourceSpecification, models: PoseModelFiles = PoseModelFiles(),
        estimator: PoseEstimatorOptions = PoseEstimatorOptions()
    ) throws -> any PoseProvider {
        let options = specification.options
        let url = URL(fileURLWithPath: specification.location)
        switch specification.scheme {
        case .file where !specification.namesRecording:
            try FileFrameSource(url: url, options: options).close()
            try models.verify()
            return VideoPoseProvider(
                url: url, mirrored: options.mirrored, maximumFrameRate: options.maximumFrameRate ?? defaultMaximumFrameRate,
                realTime: options.livePacing, decoderThreads: options.decoderThreads,
                skippedLeadingFrames: options.skippedLeadingFrames, models: models, estimator: estimator,
                ignoresDisplayRotation: options.ignoresDisplayRotation)
        case .camera:
            throw MediaError.invalidSpecification(
                specification.description, reason: "poses from a live camera are not available yet; record a video file")
        case .file, .recording:
            return try recordedProvider(url, options: options)
        }
    }

    /// A recording of a mirror image holds the model's view of it: un-mirrored pose by pose,
    /// as a mirrored video is flipped back before estimation. Its leading frames are its
    /// first poses.
    private static func recordedProvider(_ url: URL, options: FrameSourceOptions) throws -> any PoseProvider {
        let poses = Array(try Recording(contentsOf: url).poses.dropFirst(options.skippedLeadingFrames))
        return RecordedPoseProvider(options.mirrored ? poses.map { $0.mirrored() } : poses, realTime: options.livePacing)
    }
}
