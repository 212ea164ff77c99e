import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose

extension FixturePipeline {
    /// The shipping provider for the fixture's source, before any pose transform, from
    /// KinesiaPose's `PoseSource`: the same factory the command line uses. A mirrored
    /// recording is un-mirrored pose by pose there, as a mirrored video's frames are.
    func makeSourceProvider() throws(FixtureSetupError) -> any PoseProvider {
        guard video.onlyRotationSeamSet else {
            throw FixtureSetupError("VideoPoseProvider takes no decoder or estimator options yet (asked for \(video))")
        }
        let options = FrameSourceOptions(
            mirrored: mirrored, maximumFrameRate: maximumFrameRate, ignoresDisplayRotation: video.ignoresDisplayRotation)
        let specification = switch source {
        case .recording(let path): SourceSpecification(scheme: .recording, location: path, options: options)
        case .video(let path): SourceSpecification(scheme: .file, location: path, options: options)
        }
        do {
            return try PoseSource.provider(for: specification)
        } catch {
            throw FixtureSetupError(String(describing: error))
        }
    }
}
