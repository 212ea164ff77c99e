import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaTestSupport
import Testing

/// BlazePose places every landmark, also beyond the picture's edge: filmed too close, her
/// ankles come out below the frame. Those are guesses, not seen: the estimator keeps them
/// where the model put them but never trusted, and the squat, which measures the hips' drop
/// toward the ankles, counts nothing and says the ankles were not seen.
@Test(.tags(.pose), .needsSharedData)
func jointsBeyondThePicturesEdgeAreNotSeen() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-edge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The first squat (about 1–3 s), the bottom 35 % of the picture cut away.
    let video = try GeneratedVideo.squatClip(frames: 20, scaledToWidth: 360, keepingTop: 0.65, in: folder)
    let poses = try await SourceSpecification(parsing: "file:\(video.path)").makePoseProvider().readAll()
    #expect(poses.count == 20)
    let trustedOutside = poses.flatMap { pose in
        pose.joints.filter { joint in
            let point = pose[joint]!
            return (!(0...1).contains(point.x) || !(0...1).contains(point.y)) && point.confidence > 0.01
        }.map { "\($0.rawValue) at \(pose.timestamp) s" }
    }
    #expect(trustedOutside.isEmpty, "\(trustedOutside.prefix(8))")
    let hipsSeen = poses.filter { pose in pose[Joint.leftHip] != nil && pose[Joint.rightHip] != nil }.count
    #expect(hipsSeen >= 18, "her hips stay in the picture")
    // Below the picture, where the model guessed them.
    let anklesBelow = poses.filter { pose in [Joint.leftAnkle, .rightAnkle].allSatisfy { (pose[$0]?.y ?? 0) > 1 } }.count
    #expect(anklesBelow >= 18, "ankles placed below the picture in \(anklesBelow) of 20 frames")

    var engine = RepEngine(definition: ExerciseLibrary.squat)
    let events = poses.flatMap { engine.process($0) } + engine.finish()
    #expect(engine.count == 0 && engine.unfinishedCount == 0)
    let unseen = events.compactMap { event -> UnseenStretch? in
        if case .unseen(let stretch) = event { return stretch }
        return nil
    }
    let ankles: Set<Joint> = [.leftAnkle, .rightAnkle]
    #expect(unseen.count == 1 && ankles.isSubset(of: Set(unseen.first?.joints ?? [])), "\(unseen)")
}
