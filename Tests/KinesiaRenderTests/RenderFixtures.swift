import Foundation
import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic

/// Small renders for tests: short, small pictures, so a debug build stays quick.
enum RenderFixtures {
    static func squat(reps: Int = 1, yaw: Double = 45, height: Double = 0.9, width: Int = 160, picture: Int = 120,
                      frameRate: Double = 10, threads: Int = 1) -> FixtureRenderer {
        set(of: .squat, reps: reps, yaw: yaw, height: height, width: width, picture: picture, frameRate: frameRate, threads: threads)
    }

    /// `reps` of `motion` at its typical peak, a second each, after a 0.4 s lead-in.
    static func set(of motion: SyntheticMotion, reps: Int = 1, yaw: Double = 45, height: Double = 0.9, width: Int = 160,
                    picture: Int = 120, frameRate: Double = 10, threads: Int = 1) -> FixtureRenderer {
        var settings = RenderSettings(threads: threads)
        settings.yaw = yaw
        settings.cameraHeight = height
        settings.width = width
        settings.height = picture
        settings.frameRate = frameRate
        let schedule = RepSchedule(peaks: Array(repeating: motion.typicalPeak, count: reps), repDuration: 1.0, restBetweenReps: 0.4, leadIn: 0.4)
        return FixtureRenderer(trajectory: .synthetic(motion, schedule: schedule, body: BodyProportions()), settings: settings)
    }

    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
