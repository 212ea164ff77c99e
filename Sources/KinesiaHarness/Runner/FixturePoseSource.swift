import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose

extension FixturePipeline {
    /// The shipping provider for the fixture's source, before any pose transform, from
    /// KinesiaPose's `PoseSource`: the same factory the command line uses. A mirrored
    /// recording is un-mirrored pose by pose there, as a mirrored video's frames are; the
    /// leading-frame skip starts either late; the video options (thread counts, smoothing, the
    /// rotation seam) reach a video's decoder and estimator, and a recording has no use for them.
    func makeSourceProvider() throws(FixtureSetupError) -> any PoseProvider {
        let options = FrameSourceOptions(
            mirrored: mirrored, maximumFrameRate: maximumFrameRate, decoderThreads: video.decoderThreads,
            skippedLeadingFrames: skippedLeadingFrames, ignoresDisplayRotation: video.ignoresDisplayRotation)
        let estimator = PoseEstimatorOptions(threads: video.estimatorThreads, smoothing: video.landmarkSmoothing)
        let specification = switch source {
        case .recording(let path): SourceSpecification(scheme: .recording, location: path, options: options)
        case .video(let path): SourceSpecification(scheme: .file, location: path, options: options)
        }
        do {
            return try PoseSource.provider(for: specification, estimator: estimator)
        } catch {
            throw FixtureSetupError(String(describing: error))
        }
    }
}
