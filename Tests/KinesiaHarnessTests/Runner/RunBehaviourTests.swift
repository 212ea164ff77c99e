import Dispatch
import Foundation
import KinesiaHarness
import KinesiaMotion
import KinesiaResults
import KinesiaSupport
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// A manifest of six fixtures over three recordings, some passing and some not.
private func sixFixtures(_ sandbox: RunnerSandbox) throws -> String {
    let session = fiveSquats()
    try sandbox.record("squats", session.poses())
    try sandbox.record("shallow", fiveSquats(peaks: [110, 20, 110, 20, 110]).poses())
    try sandbox.record("curls", SyntheticSession(motion: .elbowFlexion, reps: 4, repDuration: 2).poses())
    let times = yamlList(session.peakTimes)
    return try sandbox.manifest([
        try sandbox.fixture("squat-a", recording: "squats", labels: "{reps: 5, times: \(times)}"),
        try sandbox.fixture("squat-b", recording: "shallow", labels: "{reps: 5, times: \(times)}"),
        try sandbox.fixture("curl-a", recording: "curls", exercise: "elbowFlexion", side: "right", labels: "{reps: 4}"),
        try sandbox.fixture("squat-c", recording: "squats", labels: "{reps: 5}", extra: "runs: 3"),
        try sandbox.fixture("curl-b", recording: "curls", exercise: "elbowFlexion", side: "right", labels: "{reps: 3}"),
        try sandbox.fixture("squat-d", recording: "shallow", labels: "{reps: 3}"),
    ])
}

@Test func resultsAreTheSameWhateverTheJobCountAndInManifestOrder() async throws {
    let sandbox = try RunnerSandbox()
    let manifest = try sixFixtures(sandbox)
    let one = await sandbox.run([manifest], jobs: 1)
    let four = await sandbox.run([manifest], jobs: 4)
    #expect(one.fixtures.map(\.id) == ["squat-a", "squat-b", "curl-a", "squat-c", "curl-b", "squat-d"])
    #expect(one.fixtures.map(\.status) == [.passed, .failed, .passed, .passed, .failed, .passed])
    #expect(one.fixtures[3].runs.count == 3)
    var fourAsOne = four.withoutTimings
    fourAsOne.environment = one.environment
    #expect(fourAsOne == one.withoutTimings)
    #expect(one.exitStatus == 1)
}

/// Blocks its thread, as a C call that never returns would, until the test releases it.
private final class Gate: Sendable {
    let semaphore = DispatchSemaphore(value: 0)
}

/// Expires the timeout of the fixture whose label ends in `hangs` once its pipeline is stuck,
/// and never that of another fixture: the timeout path without waiting for a real timeout.
private struct ExpiresOnceStuck: WatchdogTimer {
    let stuck: DispatchSemaphore

    func expire(after seconds: Double, label: String) async throws {
        guard label.hasSuffix(".hangs") else {
            try await Task.sleep(nanoseconds: 3_600_000_000_000)
            return
        }
        while stuck.wait(timeout: .now()) == .timedOut {
            try await Task.sleep(nanoseconds: 5_000_000)
        }
    }
}

@Test func aHungFixtureFailsOnTheWatchdogAndTheRunGoesOn() async throws {
    let sandbox = try RunnerSandbox()
    try sandbox.record("squats", fiveSquats().poses())
    let manifest = try sandbox.manifest(try ["before", "hangs", "after"].map { try sandbox.fixture($0, recording: "squats", labels: "{reps: 5}") })
    let gate = Gate(), stuck = DispatchSemaphore(value: 0)
    defer { gate.semaphore.signal() }
    let results = await sandbox.run([manifest], jobs: 2, timeout: 45, timer: ExpiresOnceStuck(stuck: stuck)) { fixture, pipeline in
        guard fixture.id == "hangs" else { return }
        pipeline.poseTransforms = [PoseMapping("hang at frame 10") { _, index, pose in
            if index == 10 {
                stuck.signal()
                gate.semaphore.wait()
            }
            return [pose]
        }]
    }
    #expect(results["hangs"]?.failures.messages == ["timed out after 45.0 s: the pipeline did not finish and was abandoned"])
    #expect(results.fixtures.map(\.status) == [.passed, .failed, .passed])
}

@Test func quarantinedFixturesRunAndAreReportedButDoNotFailTheGate() async throws {
    let sandbox = try RunnerSandbox()
    try sandbox.record("shallow", fiveSquats(peaks: [110, 20, 110, 20, 110]).poses())
    try sandbox.record("squats", fiveSquats().poses())
    let quarantine = "quarantine: {reason: the shallow reps are not counted, issue: \"#14\"}"
    let manifest = try sandbox.manifest([
        try sandbox.fixture("known-bad", recording: "shallow", labels: "{reps: 5}", extra: quarantine),
        try sandbox.fixture("good", recording: "squats", labels: "{reps: 5}"),
    ])
    let results = await sandbox.run([manifest])
    #expect(results["known-bad"]?.status == .quarantined)
    #expect(results["known-bad"]?.failures.messages == ["counted 3 of 5 reps"])
    #expect(results["known-bad"]?.quarantine == QuarantineNote(reason: "the shallow reps are not counted", issue: "#14"))
    #expect(results.exitStatus == 0)
}

@Test func manifestErrorsAreReportedWithTheirPlaceAndTheOtherFixturesStillRun() async throws {
    let sandbox = try RunnerSandbox()
    try sandbox.record("squats", fiveSquats().poses())
    var broken = try sandbox.fixture("broken", recording: "squats", labels: "{reps: 5}")
    broken = broken.replacingOccurrences(of: "    side: visible\n", with: "    sied: visible\n")
    var mismatch = try sandbox.fixture("mismatch", recording: "squats", labels: "{reps: 5}")
    mismatch = mismatch.replacingOccurrences(of: try SHA256.hex(ofFileAt: sandbox.folder + "/squats.json"), with: String(repeating: "ab", count: 32))
    let manifest = try sandbox.manifest([
        try sandbox.fixture("first", recording: "squats", labels: "{reps: 5}"),
        broken,
        mismatch,
        try sandbox.fixture("last", recording: "squats", labels: "{reps: 5}"),
    ])
    let results = await sandbox.run([manifest])
    // Lines: 6 header lines, then five per fixture; `sied` is on the broken fixture's fourth line.
    #expect(results.errors.map(\.description) == [
        "\(manifest):12:5: missing required key `side` in `fixtures[1]`",
        "\(manifest):15:5: unknown key `sied` in `fixtures[1]`; did you mean `side`?",
    ])
    #expect(results.fixtures.map(\.id) == ["first", "mismatch", "last"])
    #expect(results.fixtures.map(\.status) == [.passed, .error, .passed])
    #expect(results["mismatch"]?.failures.messages.first?.hasPrefix("\(manifest):18:") == true)
    #expect(results["mismatch"]?.failures.messages.first?.contains("sha256 mismatch for `squats.json`") == true)
    #expect(results.exitStatus == 2)
}
