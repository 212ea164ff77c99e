import Foundation
import KinesiaMotion
import KinesiaPose
import KinesiaRender
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// BlazePose's world landmarks (`LandmarkSpace.world`, `kinesia run --landmarks world`) are in
/// metres: a person first seen 1.5 times larger, having just pressed record, has the same torso
/// there as at their place, where the picture's landmarks show it 1.5 times as long.
struct WorldLandmarkPoseTests {
    /// The shoulders' midpoint to the hips', in the pose's own units (x scaled by its aspect).
    private static func torso(_ pose: Pose) throws -> Double {
        let shoulders = (try #require(pose[.leftShoulder]), try #require(pose[.rightShoulder]))
        let hips = (try #require(pose[.leftHip]), try #require(pose[.rightHip]))
        let dx = ((shoulders.0.x + shoulders.1.x) - (hips.0.x + hips.1.x)) / 2 * pose.aspectRatio
        let dy = ((shoulders.0.y + shoulders.1.y) - (hips.0.y + hips.1.y)) / 2
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The first pose's torso in a standing lead-in, the person at `scale` times their size.
    private static func firstTorso(scale: Double?, landmarks: LandmarkSpace, folder: URL) async throws -> Double {
        var settings = RenderSettings(threads: 2)
        settings.yaw = 30
        settings.width = 320
        settings.height = 240
        settings.frameRate = 15
        settings.stepBack = scale.map { StepBack(scale: $0, seconds: 1.0) }
        let schedule = RepSchedule(peaks: [SyntheticMotion.squat.typicalPeak], repDuration: 1.0, restBetweenReps: 0.4, leadIn: 1.2)
        let renderer = FixtureRenderer(trajectory: .synthetic(.squat, schedule: schedule, body: BodyProportions()), settings: settings)
        let video = folder.appendingPathComponent("squat-\(scale ?? 1).mov")
        if !FileManager.default.fileExists(atPath: video.path) { _ = try renderer.writeVideo(to: video) }
        var options = PoseEstimatorOptions()
        options.landmarks = landmarks
        let poses = try await VideoPoseProvider(url: video, maximumFrameRate: 15, estimator: PoseEstimatorFactory(options: options)).readAll()
        return try torso(try #require(poses.first))
    }

    @Test(.tags(.pose)) func aPersonSeenNearerHasTheSameWorldTorso() async throws {
        let folder = try RenderFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = try await Self.firstTorso(scale: 1.5, landmarks: .image, folder: folder)
            / Self.firstTorso(scale: nil, landmarks: .image, folder: folder)
        let world = try await Self.firstTorso(scale: 1.5, landmarks: .world, folder: folder)
            / Self.firstTorso(scale: nil, landmarks: .world, folder: folder)
        #expect(abs(picture - 1.5) < 0.15, "the picture's torso is \(picture)× as long")
        #expect(abs(world - 1) < 0.1, "the world's torso is \(world)× as long")
    }
}
