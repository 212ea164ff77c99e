import Foundation
import KinesiaHarness
import KinesiaMotion
import KinesiaTestSupport
import Testing

/// A fixture whose pipeline replays `poses` against the truth `truth`, a reference recording.
private func truthFixture(_ sandbox: RunnerSandbox, poses: [Pose], truth: [Pose], tolerances: String) throws -> String {
    try sandbox.record("seen", poses)
    let truthSHA = try sandbox.record("truth", truth)
    return try sandbox.manifest([
        try sandbox.fixture("kp", recording: "seen", labels: "{reps: 5, keypoints: {recording: truth.json, sha256: \(truthSHA)}}",
                            extra: "tolerances: \(tolerances)"),
    ])
}

/// In every other frame the truth marks the right knee hidden and guesses it 0.2 to the right:
/// those frames are not compared, the others are, and the knee passes a tight tolerance.
@Test func aJointTheTruthMarksHiddenIsNotComparedInThatFrame() async throws {
    let sandbox = try RunnerSandbox()
    let poses = fiveSquats().poses()
    let truth = poses.enumerated().map { index, pose in
        guard index % 2 == 0, var knee = pose[.rightKnee] else { return pose }
        var guessed = pose
        knee.x += 0.2
        knee.confidence = 0.3
        guessed[.rightKnee] = knee
        return guessed
    }
    let manifest = try truthFixture(sandbox, poses: poses, truth: truth, tolerances: "{keypoint: 0.02}")
    let result = try #require(await sandbox.run([manifest])["kp"])
    #expect(result.status == .passed, "\(result.failures.messages)")
    let knee = try #require(result.keypoints?.joints.first { $0.joint == .rightKnee })
    #expect(knee.hidden == (poses.count + 1) / 2)
    #expect(knee.compared == poses.count / 2)
    #expect(knee.max == 0)
}

/// The pipeline loses the left wrist in 3 of every 10 frames where the truth sees it.
@Test func aJointMissingInThirtyPercentOfFramesFails() async throws {
    let sandbox = try RunnerSandbox()
    let poses = fiveSquats().poses()
    let manifest = try truthFixture(sandbox, poses: poses, truth: poses, tolerances: "{keypoint: 0.02}")
    let result = try #require(await sandbox.run([manifest]) { _, pipeline in
        pipeline.poseTransforms = [PoseMapping("lose the left wrist in 30 % of frames") { _, index, pose in
            var pose = pose
            if index % 10 < 3 { pose[.leftWrist] = nil }
            return [pose]
        }]
    }["kp"])
    let misses = poses.indices.filter { $0 % 10 < 3 }.count
    #expect(result.status == .failed)
    #expect(result.failures.messages == [
        "leftWrist missing in \(misses) of \(poses.count) matched labelled frames where the truth sees it "
            + "(\(String(format: "%.1f", Double(misses) * 100 / Double(poses.count))) %, allowed 10.0 %)",
    ])
    let wrist = try #require(result.keypoints?.joints.first { $0.joint == .leftWrist })
    #expect(wrist.missing == misses && wrist.compared == poses.count - misses && wrist.allowedMissRate == 0.1)
}

/// Half the torso caps a tolerance: 0.5 of the image is refused before the fixture runs, naming
/// the tolerance's place, unless the fixture's tolerances say why.
@Test func aToleranceAboveHalfTheBodyScaleIsRefusedWithoutAReason() async throws {
    let sandbox = try RunnerSandbox()
    let poses = fiveSquats().poses()
    let refused = try truthFixture(sandbox, poses: poses, truth: poses, tolerances: "{keypoint: 0.5}")
    let result = try #require(await sandbox.run([refused])["kp"])
    #expect(result.status == .error)
    #expect(result.failures.messages.count == 1)
    // Line 12 of the manifest, column 28: the value of `keypoint`.
    #expect(result.failures.messages.first?.hasPrefix("\(refused):12:28: tolerance keypoint 0.5 is above the cap 0.") == true, "\(result.failures.messages)")
    #expect(result.failures.messages.first?.hasSuffix("give `tolerances.reason` to keep it") == true)

    let excused = try truthFixture(sandbox, poses: poses, truth: poses, tolerances: "{keypoint: 0.5, reason: \"only the count is under test\"}")
    let accepted = try #require(await sandbox.run([excused])["kp"])
    #expect(accepted.status == .passed, "\(accepted.failures.messages)")
    let bodyScale = try #require(accepted.keypoints?.bodyScale)
    #expect(bodyScale > 0.1 && bodyScale < 0.5, "a standing figure's torso: \(bodyScale)")
}

/// PCK counts a joint within 0.2 of the fixture's body scale, the truth's median torso from the
/// shoulder midpoint to the hip midpoint (the same scale as the tolerance cap): a left wrist
/// moved by 0.19 of it is inside in every frame, by 0.21 outside in every frame. Squats filmed
/// from the front: the left-shoulder-to-right-hip diagonal is longer than that torso.
@Test func pckIsJudgedOnTheBodyScale() async throws {
    let sandbox = try RunnerSandbox()
    let poses = fiveSquats().poses()
    let manifest = try truthFixture(sandbox, poses: poses, truth: poses, tolerances: "{keypoint: 0.5, reason: \"PCK is under test\"}")
    let bodyScale = try #require(await sandbox.run([manifest])["kp"]?.keypoints?.bodyScale)
    for (share, within) in [(0.19, true), (0.21, false)] {
        let result = try #require(await sandbox.run([manifest]) { _, pipeline in
            pipeline.poseTransforms = [PoseMapping("move the left wrist") { _, _, pose in
                var pose = pose
                pose[.leftWrist]?.x += share * bodyScale
                return [pose]
            }]
        }["kp"])
        let accuracy = try #require(result.keypoints?.accuracy)
        let wrist = try #require(result.keypoints?.joints.first { $0.joint == .leftWrist })
        #expect(wrist.compared == poses.count)
        #expect(accuracy.pairsWithTorso == accuracy.pairs)
        #expect(accuracy.pck == (within ? 1 : Double(accuracy.pairs - wrist.compared) / Double(accuracy.pairs)), "moved by \(share) of the body scale")
    }
}
