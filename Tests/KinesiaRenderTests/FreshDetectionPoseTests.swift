import Foundation
import KinesiaMotion
import KinesiaPose
import KinesiaRender
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// The first frame of a track is the one the detector framed. A person stepping back after
/// pressing record is first seen near the lens, their feet at the picture's bottom edge; seen
/// through the detector's region, their first frame's segments read up to a quarter off, and the
/// engine learns its full lengths from it.
struct FreshDetectionPoseTests {
    private static let segments: [(Joint, Joint)] = [
        (.leftShoulder, .leftHip), (.rightShoulder, .rightHip), (.leftHip, .leftKnee), (.rightHip, .rightKnee),
        (.leftKnee, .leftAnkle), (.rightKnee, .rightAnkle),
    ]

    private static func length(_ segment: (Joint, Joint), in pose: Pose) throws -> Double {
        let a = try #require(pose[segment.0]), b = try #require(pose[segment.1])
        let dx = (a.x - b.x) * pose.aspectRatio, dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }

    @Test(.tags(.pose)) func aPersonFirstSeenNearReadsTheirProportionsOnTheFirstFrame() async throws {
        let folder = try RenderFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var settings = RenderSettings(threads: 2)
        settings.yaw = 90
        settings.width = 320
        settings.height = 240
        settings.frameRate = 15
        settings.stepBack = StepBack(scale: 1.5, seconds: 1.0)
        let schedule = RepSchedule(peaks: [SyntheticMotion.sitToStand.typicalPeak], repDuration: 2.0, restBetweenReps: 0.4, leadIn: 1.2)
        let renderer = FixtureRenderer(trajectory: .synthetic(.sitToStand, schedule: schedule, body: BodyProportions()), settings: settings)
        let video = folder.appendingPathComponent("sit-to-stand.mov")
        let rendered = try renderer.writeVideo(to: video)
        let poses = try await VideoPoseProvider(url: video, maximumFrameRate: 15).readAll()
        let first = try #require(poses.first), truth = try #require(rendered.truth.poses.first)
        #expect(first.timestamp == 0)
        for segment in Self.segments {
            let seen = try Self.length(segment, in: first) / Self.length(segment, in: truth)
            #expect(abs(seen - 1) < 0.15, "\(segment.0)–\(segment.1) reads \(seen) of its rendered length")
        }
    }
}
