import Foundation
import KinesiaMotion
import KinesiaPose
import KinesiaRender
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// The first frame of a track is the one the detector framed. A person stepping back after
/// pressing record is first seen near the lens, their feet at the picture's bottom edge, and the
/// engine learns its full lengths from the first frames: UI-PRMD s09's sit-to-stands, rendered
/// side-on stepping back from 1.5×, read the shank 26 % long and the torso 20 % short on the
/// first frame (0.238 and 0.260 of the frame against the rendered 0.189 and 0.327), the set's
/// standing height was learned from it, and the first stand read 104° and was lost (quarantined
/// under #40). Looking for the landmarks again in the region they predict fixes this frame, but
/// moves other first reps' readings past their gate tolerances; until that is settled, the first
/// frame's error is a known issue, measured here so that a change to it shows.
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
        // Today the shanks read 0.83 and 0.76 of their rendered lengths; looked for again in the
        // region their landmarks predict, every segment reads within 15 % of its own.
        let seen = try Self.segments.map { try Self.length($0, in: first) / Self.length($0, in: truth) }
        withKnownIssue("#40: the first frame is read through the detector's region") {
            for (segment, share) in zip(Self.segments, seen) {
                #expect(abs(share - 1) < 0.15, "\(segment.0)–\(segment.1) reads \(share) of its rendered length")
            }
        }
    }
}
