import Foundation
import KinesiaHarness
import KinesiaMotion
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// A small corpus, each fixture a situation one mutant breaks, caught by the check meant to:
/// fast shrinking squats from the floor (smoothing: the count), right-arm curls seen from the
/// right with their true keypoints (sides: the keypoints), squats cut off at the bottom
/// (end-of-stream flush: unfinished), squats whose frames are labelled (dropped frames: the
/// frames), quarter squats a few degrees past the start threshold (thresholds: the count),
/// push-ups followed by getting up off the floor, side-on from the floor (posture: the count;
/// unjudged, the get-up is a fifth push-up).
/// Every fixture fails wall-clock timestamps by its count: none by rep times.
private func purposeBuiltCorpus(_ sandbox: RunnerSandbox) throws -> String {
    var fatigue = SyntheticSession(motion: .squat, peaks: (0..<12).map { 112 - 46 * Double($0) / 11 }, repDuration: 1.0)
    fatigue.restBetweenReps = 0.4
    fatigue.camera = .sideFromFloor
    fatigue.noise = 0.002
    fatigue.dropout = 0.03
    fatigue.seed = 12
    try sandbox.record("fatigue", fatigue.poses())

    var curls = SyntheticSession(motion: .rightArmCurl, peaks: Array(repeating: 130, count: 6), repDuration: 2)
    curls.camera = SyntheticCamera(yaw: 90, height: 1.2)
    let curlsSHA = try sandbox.record("curls", curls.poses())

    let squats = fiveSquats()
    let cut = squats.peakTimes[2]
    try sandbox.record("cut", squats.poses().filter { $0.timestamp <= cut })
    let squatsSHA = try sandbox.record("squats", squats.poses())

    // 39° deep, measured 37.2–37.4°: over the 35° start threshold, under the shifted 38.5°. (A
    // squat short of the minimum range counts, incomplete: the shifted range moves no count.)
    var quarter = SyntheticSession(motion: .squat, peaks: Array(repeating: 39, count: 4), repDuration: 1.6)
    quarter.camera = SyntheticCamera(yaw: 0, height: 0.9)
    try sandbox.record("quarter", quarter.poses())

    var pushUps = SyntheticSession(motion: .pushUp, reps: 4, repDuration: 1.2)
    pushUps.camera = .sideFromFloor
    try sandbox.record("getsUp", pushUps.poses(then: .standingUpFromPlank))

    return try sandbox.manifest([
        try sandbox.fixture("fatigue", recording: "fatigue", labels: "{reps: 12, times: \(yamlList(fatigue.peakTimes))}"),
        try sandbox.fixture("curls", recording: "curls", exercise: "elbowFlexion", side: "right",
                            labels: "{reps: 6, times: \(yamlList(curls.peakTimes)), keypoints: {recording: curls.json, sha256: \(curlsSHA)}}",
                            extra: "tolerances: {keypoint: 0.02}"),
        try sandbox.fixture("cut", recording: "cut", labels: "{reps: 2, times: \(yamlList(Array(squats.peakTimes.prefix(2)))), unfinished: 1}"),
        try sandbox.fixture("frames", recording: "squats", labels: "{reps: 5, frames: \(squats.poses().count)}"),
        try sandbox.fixture("quarter", recording: "quarter", labels: "{reps: 4, times: \(yamlList(quarter.peakTimes))}"),
        try sandbox.fixture("keypoints", recording: "squats", labels: "{reps: 5, keypoints: {recording: squats.json, sha256: \(squatsSHA)}}",
                            extra: "tolerances: {keypoint: 0.02}"),
        try sandbox.fixture("getsUp", recording: "getsUp", exercise: "pushUp", labels: "{reps: 4, times: \(yamlList(pushUps.peakTimes))}"),
    ])
}

@Test func eachMutantIsKilledByItsTargetCheckInAPurposeBuiltCorpus() async throws {
    let sandbox = try RunnerSandbox()
    let manifest = try purposeBuiltCorpus(sandbox)
    // A generous watchdog: under ThreadSanitizer these runs take minutes, and hangs are the
    // watchdog tests' business, not this one's.
    let matrix = await MutationRunner(jobs: 2, timeout: 600).run(sandbox.plan([manifest]), mutants: Mutant.allCases)

    #expect(matrix.unmutated.map(\.status) == Array(repeating: .passed, count: 7), "\(matrix.unmutated.map(\.failures.messages))")
    let killers = Dictionary(uniqueKeysWithValues: matrix.mutants.map { ($0.mutant, Set($0.killers)) })
    #expect(killers[.smoothingRetuned]?.contains("fatigue") == true)
    #expect(killers[.sidesSwapped]?.contains("curls") == true)
    // A trusted guess moves a rep of the fatigue set in time.
    #expect(killers[.confidenceIgnored]?.contains("fatigue") == true)
    #expect(killers[.everyNthFrameDropped] == ["frames"])
    #expect(killers[.noEndOfStreamFlush] == ["cut"])
    #expect(killers[.thresholdsShifted]?.contains("quarter") == true)
    #expect(killers[.postureIgnored] == ["getsUp"])
    // Recordings carry no display matrix: nothing here can notice it being ignored.
    #expect(killers[.rotationIgnored] == [])
    // Nor can a recording's poses move with the pose model's crop: they were estimated already.
    #expect(killers[.cropSamplingShifted] == [])
    // Poses delivered as fast as a recording replays squeeze every rep below its minimum
    // duration: the count fails, and no rep is left to be mistimed.
    #expect(killers[.wallClockTimestamps] == [])
    #expect(matrix.survivors == [.wallClockTimestamps, .rotationIgnored, .cropSamplingShifted])
    #expect(matrix.exitStatus == 1)

    let report = try #require(matrix.json["mutants"]?.arrayValue)
    #expect(report.first { $0["name"] == "everyNthFrameDropped" }?["killedBy"] == ["frames"])
    #expect(report.first { $0["name"] == "everyNthFrameDropped" }?["targets"] == ["frames"])
}

@Test func aMutantFailedOnlyByAnotherCheckThanItsTargetIsNotKilled() async throws {
    let sandbox = try RunnerSandbox()
    try sandbox.record("squats", fiveSquats().poses())
    // No rep times labelled: the rep-time check cannot fail, whatever the clock says.
    let manifest = try sandbox.manifest([try sandbox.fixture("plain", recording: "squats", labels: "{reps: 5}")])
    let matrix = await MutationRunner(jobs: 2).run(sandbox.plan([manifest]), mutants: [.wallClockTimestamps])

    let cell = try #require(matrix.mutants.first?.cells.first)
    #expect(cell.status == .failed)
    // Replayed as fast as a recording allows, every rep is under its minimum duration.
    #expect(cell.failedChecks.contains(.count), "\(cell.failures)")
    // Mutated fixtures run once: the determinism check is the unmutated pass's.
    #expect(!cell.failedChecks.contains(.determinism))
    #expect(!cell.failedChecks.contains(.repTimes))
    #expect(!cell.killed)
    #expect(matrix.mutants.first?.killers == [])
    #expect(matrix.survivors == [.wallClockTimestamps])
    #expect(matrix.exitStatus == 1)
    let checks = cell.failedChecks.map(\.rawValue).joined(separator: ", ")
    #expect(matrix.consoleText.contains("SURVIVED wallClockTimestamps (target: repTimes): 1 fixture failed \(checks) only, not its target"))
    let fixture = try #require(matrix.json["fixtures"]?.arrayValue?.first)
    #expect(fixture["mutants"]?["wallClockTimestamps"]?["killed"] == false)
    #expect(fixture["mutants"]?["wallClockTimestamps"]?["failedChecks"] == .array(cell.failedChecks.map { .string($0.rawValue) }))
}
@Test func killedMutantsExitZeroAndAFixtureThatKillsNoneIsFlagged() async throws {
    let sandbox = try RunnerSandbox()
    let squats = fiveSquats()
    let cut = squats.peakTimes[2]
    try sandbox.record("cut", squats.poses().filter { $0.timestamp <= cut })
    try sandbox.record("squats", squats.poses())
    let manifest = try sandbox.manifest([
        try sandbox.fixture("cut", recording: "cut", labels: "{reps: 2, unfinished: 1}"),
        try sandbox.fixture("plain", recording: "squats", labels: "{reps: 5}"),
    ])
    let matrix = await MutationRunner(jobs: 2).run(sandbox.plan([manifest]), mutants: [.noEndOfStreamFlush])
    #expect(matrix.mutants.map(\.killers) == [["cut"]])
    #expect(matrix.survivors == [])
    #expect(matrix.fixturesKillingNone == ["plain"])
    #expect(matrix.exitStatus == 0)
    #expect(matrix.consoleText.contains("kills none: plain"))
}
