import Foundation
import KinesiaHarness
import KinesiaMotion
import KinesiaResults
import KinesiaTestSupport
import Testing

/// Test-only nondeterminism: on the second run only, frame 57's right knee moves by a
/// hundred-millionth — invisible to every comparison, caught by the digest.
private let perturbSecondRun = PoseMapping("perturb frame 57 on run 2") { run, index, pose in
    guard run == 1, index == 57, var knee = pose[.rightKnee] else { return [pose] }
    var changed = pose
    knee.x += 1e-8
    changed[.rightKnee] = knee
    return [changed]
}

@Test func aNondeterministicPipelineFailsNamingTheFirstDifferingFrame() async throws {
    let sandbox = try RunnerSandbox()
    let session = fiveSquats()
    try sandbox.record("squats", session.poses())
    let manifest = try sandbox.manifest([
        try sandbox.fixture("steady", recording: "squats", labels: "{reps: 5, times: \(yamlList(session.peakTimes))}"),
        try sandbox.fixture("flaky", recording: "squats", labels: "{reps: 5, times: \(yamlList(session.peakTimes))}"),
    ])
    let results = await sandbox.run([manifest]) { fixture, pipeline in
        if fixture.id == "flaky" { pipeline.poseTransforms.append(perturbSecondRun) }
    }
    let steady = try #require(results["steady"])
    #expect(steady.status == .passed)
    #expect(steady.runs.count == 2)
    #expect(steady.runs[0].digest == steady.runs[1].digest)

    let flaky = try #require(results["flaky"])
    #expect(flaky.status == .failed)
    #expect(flaky.nondeterminism == Nondeterminism(run: 2, frame: 57, time: 1.9, stage: .poses))
    #expect(flaky.failures.messages == ["nondeterministic: run 2 differs from run 1 first at frame 57 (t = 1.9 s) (first stage that differs: poses)"])
    #expect(flaky.runs[0].digest != flaky.runs[1].digest)
}

/// Labelled frames taken from the recording itself, every 30th frame.
private func labelledFrames(_ poses: [Pose], joints: [Joint]) -> String {
    let frames = stride(from: 15, to: poses.count, by: 30).map { index in
        let pose = poses[index]
        let points = joints.compactMap { joint in pose[joint].map { "\(joint.rawValue): [\($0.x), \($0.y)]" } }
        return "{t: \(pose.timestamp), points: {\(points.joined(separator: ", "))}}"
    }
    return "[" + frames.joined(separator: ", ") + "]"
}

@Test func keypointsAreComparedPerJointAndDroppedFramesFail() async throws {
    let sandbox = try RunnerSandbox()
    let poses = fiveSquats().poses()
    try sandbox.record("squats", poses)
    let labels = "{reps: 5, keypoints: {frames: \(labelledFrames(poses, joints: [.rightKnee, .rightHip]))}}"
    let fixture = try sandbox.fixture("kp", recording: "squats", labels: labels, extra: "tolerances: {keypoint: 0.02}")
    let manifest = try sandbox.manifest([fixture])

    let exact = try #require(await sandbox.run([manifest])["kp"])
    #expect(exact.failures.messages == [])
    let joints = try #require(exact.keypoints?.joints)
    #expect(joints.map(\.joint) == [.rightHip, .rightKnee])
    #expect(joints.allSatisfy { $0.compared == 15 && $0.max == 0 && $0.tolerance == 0.02 })

    let shifted = try #require(await sandbox.run([manifest]) { _, pipeline in
        pipeline.poseTransforms = [PoseMapping("shift the right knee") { _, _, pose in
            var pose = pose
            if var knee = pose[.rightKnee] { knee.x += 0.05; pose[.rightKnee] = knee }
            return [pose]
        }]
    }["kp"])
    #expect(shifted.status == .failed)
    #expect(shifted.failures.messages.count == 1)
    #expect(shifted.failures.messages.first?.hasPrefix(
        "rightKnee is 0.05 from its label at the 95th percentile of 15 frames, above its tolerance 0.02 (median 0.05, worst 0.05 at ") == true,
        "\(shifted.failures.messages)")

    // Every third pose dropped: the labelled frames that fell on them have no pose.
    let dropped = try #require(await sandbox.run([manifest]) { _, pipeline in
        pipeline.poseTransforms = [PoseMapping("drop every 3rd pose") { _, index, pose in index % 3 == 0 ? [] : [pose] }]
    }["kp"])
    #expect(dropped.status == .failed)
    #expect(dropped.failures.messages.first == "no pose at labelled frames 0.5 s, 1.5 s, 2.5 s, 3.5 s, 4.5 s and 10 more (0 of 15 labelled frames matched)")
    #expect(dropped.keypoints?.matchedFrames == 0)
}

@Test func aFixtureWithoutUsableJointsFailsEvenWithZeroRepsLabelled() async throws {
    let sandbox = try RunnerSandbox()
    var empty = fiveSquats()
    empty.dropout = 1  // every point has confidence 0
    try sandbox.record("nobody", empty.poses())
    try sandbox.record("squats", fiveSquats().poses())
    let manifest = try sandbox.manifest([
        try sandbox.fixture("nobody", recording: "nobody", labels: "{reps: 0}"),
        try sandbox.fixture("squats", recording: "squats", labels: "{reps: 5}"),
    ])
    let results = await sandbox.run([manifest]) { fixture, pipeline in
        // The second fixture loses the knees: usable elsewhere, unusable for the squat.
        if fixture.id == "squats" {
            pipeline.poseTransforms = [PoseMapping("hide the legs") { _, _, pose in
                var pose = pose
                for joint in [Joint.leftAnkle, .rightAnkle, .leftHip, .rightHip] { pose[joint] = nil }
                return [pose]
            }]
        }
    }
    #expect(results["nobody"]?.failures.messages == ["no usable joints in any of \(empty.poses().count) poses (every point has confidence 0)"])
    #expect(results["squats"]?.failures.messages.first?.hasPrefix("the engine could use none of") == true)
}
