import Foundation
import KinesiaMotion
import KinesiaPose
import KinesiaRender
import KinesiaSupport
import KinesiaTestSupport
import Testing

/// A small render through the real pose model: BlazePose finds the figure in every frame,
/// within 2.5 % of its height of the truth (median over visible joints), and the shipping
/// session counts the rendered reps. Short, as a debug build's BlazePose is slow.
struct RenderedVideoPoseTests {
    @Test(.tags(.pose)) func blazePoseReadsARenderedSquat() async throws {
        let folder = try RenderFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = RenderFixtures.squat(reps: 2, yaw: 45, width: 320, picture: 240, frameRate: 12, threads: 2)
        let video = folder.appendingPathComponent("squat.mov")
        let rendered = try renderer.writeVideo(to: video)
        let provider = VideoPoseProvider(url: video, maximumFrameRate: 12, estimator: PoseEstimatorFactory(options: PoseEstimatorOptions(detectsEveryFrame: true)))
        let poses = try await provider.readAll()
        #expect(poses.count == rendered.truth.poses.count)

        var errors: [Double] = []
        for (pose, truth) in zip(poses, rendered.truth.poses) {
            #expect(abs(pose.timestamp - truth.timestamp) < 1e-3)
            for (joint, point) in truth.points where point.confidence >= 0.5 {
                guard let seen = pose[joint], seen.isValid else { continue }
                let dx = (seen.x - point.x) * 320 / 240, dy = seen.y - point.y
                errors.append((dx * dx + dy * dy).squareRoot() / rendered.figureHeight)
            }
        }
        errors.sort()
        #expect(errors.count > poses.count * 15)
        #expect(errors[errors.count / 2] < 0.025, "median keypoint error \(errors[errors.count / 2]) of the figure's height")

        let session = MotionSession(exercise: ExerciseLibrary.squat)
        await session.run(with: RecordedPoseProvider(poses))
        #expect(session.snapshot.repCount == rendered.repTimes.count)
    }
}
