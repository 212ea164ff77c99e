import Foundation
import KinesiaMotion
import KinesiaPose

extension FixturePipeline {
    /// The shipping provider for the fixture's source, before any pose transform. A
    /// recording of a mirrored picture is un-mirrored pose by pose (`Pose.mirrored()`), as
    /// the video provider flips a mirrored video's frames before estimation.
    ///
    /// The one place the runner builds providers: it switches to KinesiaPose's provider
    /// factory when that lands.
    func makeSourceProvider() throws(FixtureSetupError) -> any PoseProvider {
        switch source {
        case .recording(let path):
            do {
                let poses = try Recording(contentsOf: URL(fileURLWithPath: path)).poses
                return RecordedPoseProvider(mirrored ? poses.map { $0.mirrored() } : poses)
            } catch {
                throw FixtureSetupError(error.description)
            }
        case .video(let path):
            guard video.onlyRotationSeamSet else {
                throw FixtureSetupError("VideoPoseProvider takes no decoder or estimator options yet (asked for \(video))")
            }
            return VideoPoseProvider(
                url: URL(fileURLWithPath: path), mirrored: mirrored, maximumFrameRate: maximumFrameRate,
                ignoresDisplayRotation: video.ignoresDisplayRotation)
        }
    }
}
