import Foundation
import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import KinesiaSupport
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// Squats from the front at a square aspect ratio, so each point's jitter is `noise` on both
/// axes, labelled with their own noise-free projection.
private func jitteredFixture(_ sandbox: RunnerSandbox, noise: Double, tolerances: String) throws -> String {
    var session = SyntheticSession(motion: .squat, peaks: Array(repeating: 110, count: 8), repDuration: 2)
    session.camera = SyntheticCamera(yaw: 0, aspectRatio: 1)
    session.seed = 77
    let clean = session
    session.noise = noise
    try sandbox.record("noisy", session.poses())
    let truthSHA = try sandbox.record("truth", clean.poses())
    return try sandbox.manifest([
        try sandbox.fixture("jittered", recording: "noisy",
                            labels: "{reps: 8, times: \(yamlList(session.peakTimes)), keypoints: {recording: truth.json, sha256: \(truthSHA)}}",
                            extra: "tolerances: \(tolerances)"),
    ])
}

private func resolved(_ sandbox: RunnerSandbox, _ manifest: String) throws -> ResolvedFixture {
    let planned = try #require(sandbox.plan([manifest]).fixtures.first)
    guard case .ready(let resolved) = planned.readiness else { throw FixtureSetupError("fixture not ready: \(planned.readiness)") }
    return resolved
}

/// The stated bound: with about 600 labelled frames per joint, the robust σ of successive
/// differences lands within 15 % of the true jitter for every joint.
@Test func calibrationRecoversAKnownJitter() async throws {
    let sandbox = try RunnerSandbox()
    let noise = 0.004
    let fixture = try resolved(sandbox, try jitteredFixture(sandbox, noise: noise, tolerances: "{keypoint: 0.05}"))
    let outcome = try await Calibrator().calibrate(fixture, command: "test", date: "today")
    let baseline = try #require(outcome.baseline)
    let joints = baseline.joints
    #expect(joints.count >= 17)
    for joint in joints {
        #expect(abs(joint.jitter - noise) / noise < 0.15, "\(joint.joint): jitter \(joint.jitter)")
        #expect(joint.perturbation == 0, "\(joint.joint): a recording replays identically, one frame late or not")
        #expect(joint.systematic < noise / 4, "\(joint.joint): systematic \(joint.systematic)")
        #expect(joint.frames > 500)
        // The 95th percentile of a 2D normal's distance is 2.45σ; the worst of 600 frames lies beyond it.
        let quantile = try #require(joint.quantile)
        #expect(abs(quantile - 2.45 * noise) / (2.45 * noise) < 0.15, "\(joint.joint): p95 \(quantile)")
        #expect(joint.tolerance >= quantile + CalibrationMethod.defaultK * joint.perturbation)
        #expect(joint.tolerance < joint.worst, "\(joint.joint): the tolerance bounds the 95th percentile, not the worst frame")
    }
    #expect(baseline.perturbations == ["rerun", "start one frame late"])
    #expect(baseline.provenance.runtime == "none (recording)")
    #expect(outcome.pin == nil, "a recording has no poses of its own to pin")
    #expect(outcome.countChanges == [])
}

@Test func aBaselineRoundTripsAndTheRunnerAppliesIt() async throws {
    let sandbox = try RunnerSandbox()
    let manifest = try jitteredFixture(sandbox, noise: 0.004, tolerances: "{baseline: baselines/jittered.json}")
    // Calibration may run before the baseline exists; the runner may not.
    let missing = await sandbox.run([manifest])["jittered"]
    #expect(missing?.status == .error)

    let calibrating = RunPlanner(resolver: FixtureResolver(environment: [:], workingDirectory: sandbox.folder, baselinesMayBeMissing: true))
    guard case .ready(let fixture)? = calibrating.plan(manifests: [manifest], selection: FixtureSelection()).fixtures.first?.readiness else {
        Issue.record("the fixture does not resolve without its baseline under calibration")
        return
    }
    let baseline = try #require(try await Calibrator().calibrate(fixture, command: "kinesia calibrate m.yaml --write", date: "2026-01-01T00:00:00Z").baseline)
    let url = URL(fileURLWithPath: sandbox.folder + "/baselines/jittered.json")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try baseline.write(to: url)
    let written = try Data(contentsOf: url)
    let read = try Baseline(contentsOf: url)
    #expect(read == baseline)
    try read.write(to: url)
    #expect(try Data(contentsOf: url) == written, "writing what was read changes no byte")

    let passing = try #require(await sandbox.run([manifest])["jittered"])
    #expect(passing.status == .passed, "\(passing.failures.messages)")
    #expect(passing.keypoints?.joints.first { $0.joint == .rightKnee }?.tolerance == baseline.tolerance(for: .rightKnee))

    var tight = baseline
    tight.joints = tight.joints.map { var joint = $0; if joint.joint == .rightKnee { joint.tolerance = 0.001 }; return joint }
    try tight.write(to: url)
    let failing = try #require(await sandbox.run([manifest])["jittered"])
    #expect(failing.status == .failed)
    #expect(failing.failures.messages.count == 1)
    #expect(failing.failures.messages.first?.hasPrefix("rightKnee is ") == true)
    #expect(failing.failures.messages.first?.contains("at the 95th percentile of") == true)
    #expect(failing.failures.messages.first?.contains("above its tolerance 0.001 (") == true, "\(failing.failures.messages)")

    tight.fixture = "another"
    try tight.write(to: url)
    let foreign = try #require(await sandbox.run([manifest])["jittered"])
    #expect(foreign.status == .error)
    #expect(foreign.failures.messages == ["baseline baselines/jittered.json was calibrated for fixture another, not jittered"])
}

@Test func aBaselineWithAnUnknownJointNamesThePlace() throws {
    let sandbox = try RunnerSandbox()
    let path = sandbox.folder + "/bad.json"
    try Data(#"{"format": "kinesia.baseline", "version": 1, "fixture": "x", "method": {"k": 5, "floor": 0.005}, "perturbations": [], "provenance": {"command": "c", "date": "d", "runtime": "r", "cpu": "c", "instructionSets": [], "source": {"file": "f", "sha256": "s"}, "models": []}, "joints": {"leftKnuckle": {}}}"#.utf8)
        .write(to: URL(fileURLWithPath: path))
    #expect(throws: JSONFileError.self) { try Baseline(contentsOf: URL(fileURLWithPath: path)) }
    do {
        _ = try Baseline(contentsOf: URL(fileURLWithPath: path))
    } catch {
        #expect(error.description.contains("$.joints.leftKnuckle: unknown joint \"leftKnuckle\""), "\(error)")
    }
}

/// The truth hides the left wrist in every frame and guesses the right one 0.2 off, hidden, in
/// every other frame: the left gets no baseline entry, the right is calibrated on the frames
/// where the truth sees it, and every joint records how often it was missed. A baseline
/// tolerance above half the body scale is then refused, naming the file and the joint.
@Test func calibrationUsesOnlyTheFramesWhereTheTruthSeesAJoint() async throws {
    let sandbox = try RunnerSandbox()
    var session = SyntheticSession(motion: .squat, peaks: Array(repeating: 110, count: 8), repDuration: 2)
    session.camera = SyntheticCamera(yaw: 0, aspectRatio: 1)
    session.seed = 77
    let truth = session.poses().enumerated().map { index, pose in
        var pose = pose
        if var left = pose[.leftWrist] { left.confidence = 0.3; pose[.leftWrist] = left }
        if index % 2 == 0, var right = pose[.rightWrist] { right.x += 0.2; right.confidence = 0.3; pose[.rightWrist] = right }
        return pose
    }
    session.noise = 0.004
    try sandbox.record("noisy", session.poses())
    let truthSHA = try sandbox.record("truth", truth)
    let manifest = try sandbox.manifest([
        try sandbox.fixture("jittered", recording: "noisy",
                            labels: "{reps: 8, times: \(yamlList(session.peakTimes)), keypoints: {recording: truth.json, sha256: \(truthSHA)}}",
                            extra: "tolerances: {baseline: baselines/jittered.json}"),
    ])
    let calibrating = RunPlanner(resolver: FixtureResolver(environment: [:], workingDirectory: sandbox.folder, baselinesMayBeMissing: true))
    guard case .ready(let fixture)? = calibrating.plan(manifests: [manifest], selection: FixtureSelection()).fixtures.first?.readiness else {
        Issue.record("the fixture does not resolve without its baseline under calibration")
        return
    }
    var baseline = try #require(try await Calibrator().calibrate(fixture, command: "test", date: "today").baseline)
    #expect(baseline.tolerance(for: .leftWrist) == nil, "the truth never sees the left wrist")
    let right = try #require(baseline.joints.first { $0.joint == .rightWrist })
    #expect(right.tolerance < 0.05, "calibrated on the seen frames only: \(right.tolerance)")
    #expect(right.frames == (truth.count - 1) / 2 || right.frames == truth.count / 2)
    #expect(baseline.joints.allSatisfy { $0.missRate == 0 && $0.allowedMissRate == CalibrationMethod.defaultMissMargin })

    let url = URL(fileURLWithPath: sandbox.folder + "/baselines/jittered.json")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try baseline.write(to: url)
    #expect(try #require(await sandbox.run([manifest])["jittered"]).status == .passed)
    baseline.joints = baseline.joints.map { var joint = $0; if joint.joint == .rightKnee { joint.tolerance = 0.5 }; return joint }
    try baseline.write(to: url)
    let refused = try #require(await sandbox.run([manifest])["jittered"])
    #expect(refused.status == .error)
    #expect(refused.failures.messages.first?.hasPrefix("baseline baselines/jittered.json: rightKnee tolerance 0.5 is above the cap 0.") == true, "\(refused.failures.messages)")
}
