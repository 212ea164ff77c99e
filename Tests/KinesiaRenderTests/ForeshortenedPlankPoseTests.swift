import Foundation
import KinesiaMotion
import KinesiaPose
import KinesiaRender
import KinesiaTestSupport
import Testing

/// A plank filmed from the head's end: the detector draws its region around the head and
/// hips, which lie close together in the picture, and the arms reach below it. Tracked from
/// there, BlazePose guessed the hands beside the hips and took most of a second to find
/// them on the floor, so a push-up begun in that time was seen from half-way.
struct ForeshortenedPlankPoseTests {
    @Test(.tags(.pose)) func aPlankSeenFromTheHeadHasItsHandsOnTheFloorFromTheFirstFrames() async throws {
        let folder = try RenderFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = RenderFixtures.set(of: .pushUp, yaw: 0, height: 0.9, width: 320, picture: 240, frameRate: 15, threads: 2)
        let video = folder.appendingPathComponent("plank.mov")
        let rendered = try renderer.writeVideo(to: video)
        let poses = try await VideoPoseProvider(url: video, maximumFrameRate: 15).readAll()
        #expect(poses.count == rendered.truth.poses.count)

        // The lead-in's 0.4 s, hands still on the floor: from the first frame on, BlazePose
        // puts them on the floor where the truth does, not a quarter of the picture higher
        // (where the first frame placed them before a fresh detection was looked at again).
        for (pose, truth) in zip(poses, rendered.truth.poses) where pose.timestamp < 0.4 {
            for wrist in [Joint.leftWrist, .rightWrist] {
                let seen = try #require(pose[wrist]), placed = try #require(truth[wrist])
                #expect(abs(seen.y - placed.y) < 0.1, "\(wrist) at \(pose.timestamp) s: \(seen.y), truth \(placed.y)")
            }
        }
        let trusted = poses.first { pose in [Joint.leftWrist, .rightWrist].allSatisfy { (pose[$0]?.confidence ?? 0) >= 0.5 } }
        #expect(try #require(trusted).timestamp < 0.5, "wrists trusted from \(trusted?.timestamp ?? -1) s")
    }
}
