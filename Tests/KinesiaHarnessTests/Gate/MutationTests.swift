import Foundation
import KinesiaHarness
import KinesiaMotion
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// A small corpus, each fixture a situation one mutant breaks: fast shrinking squats from the
/// floor (smoothing, zero-confidence points), right-arm curls seen from the right (sides),
/// squats cut off at the bottom (end-of-stream flush), squats with a keypoint reference
/// (dropped frames), quarter squats a few degrees past the range a squat needs (thresholds).
/// Every fixture catches wall-clock timestamps.
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
    try sandbox.record("curls", curls.poses())

    let squats = fiveSquats()
    let cut = squats.peakTimes[2]
    try sandbox.record("cut", squats.poses().filter { $0.timestamp <= cut })
    try sandbox.record("squats", squats.poses())

    // 60° deep, measured 58.7–58.9°: over the 55° of range a squat needs, under 60.5°.
    var quarter = SyntheticSession(motion: .squat, peaks: Array(repeating: 60, count: 4), repDuration: 1.6)
    quarter.camera = SyntheticCamera(yaw: 0, height: 0.9)
    try sandbox.record("quarter", quarter.poses())

    return try sandbox.manifest([
        try sandbox.fixture("fatigue", recording: "fatigue", labels: "{reps: 12, times: \(yamlList(fatigue.peakTimes))}"),
        try sandbox.fixture("curls", recording: "curls", exercise: "elbowFlexion", side: "right",
                            labels: "{reps: 6, times: \(yamlList(curls.peakTimes))}"),
        try sandbox.fixture("cut", recording: "cut", labels: "{reps: 2, times: \(yamlList(Array(squats.peakTimes.prefix(2)))), unfinished: 1}"),
        try sandbox.fixture("keypoints", recording: "squats",
                            labels: "{reps: 5, keypoints: {recording: squats.json, sha256: \(try sandbox.record("squats", squats.poses()))}}",
                            extra: "tolerances: {keypoint: 0.02}"),
        try sandbox.fixture("quarter", recording: "quarter", labels: "{reps: 4, times: \(yamlList(quarter.peakTimes))}"),
    ])
}

@Test func everyMutantButRotationIsKilledByAPurposeBuiltCorpus() async throws {
    let sandbox = try RunnerSandbox()
    let manifest = try purposeBuiltCorpus(sandbox)
    // A generous watchdog: under ThreadSanitizer these 45 runs take minutes, and hangs are the
    // watchdog tests' business, not this one's.
    let matrix = await MutationRunner(jobs: 2, timeout: 600).run(sandbox.plan([manifest]), mutants: Mutant.allCases)

    #expect(matrix.unmutated.map(\.status) == Array(repeating: .passed, count: 5), "\(matrix.unmutated.map(\.failures))")
    let killers = Dictionary(uniqueKeysWithValues: matrix.mutants.map { ($0.mutant, Set($0.killers)) })
    #expect(killers[.smoothingRetuned]?.contains("fatigue") == true)
    #expect(killers[.sidesSwapped]?.contains("curls") == true)
    #expect(killers[.wallClockTimestamps] == ["fatigue", "curls", "cut", "keypoints", "quarter"])
    #expect(killers[.everyNthFrameDropped] == ["keypoints"])
    #expect(killers[.noEndOfStreamFlush] == ["cut"])
    #expect(killers[.confidenceIgnored]?.contains("fatigue") == true)
    #expect(killers[.thresholdsShifted]?.contains("quarter") == true)
    // Recordings carry no display matrix: nothing here can notice it being ignored.
    #expect(killers[.rotationIgnored] == [])
    #expect(matrix.survivors == [.rotationIgnored])
    #expect(matrix.exitStatus == 1)
    #expect(matrix.consoleText.contains("SURVIVED rotationIgnored"))

    let report = try #require(matrix.json["mutants"]?.arrayValue)
    #expect(report.first { $0["name"] == "rotationIgnored" }?["survived"] == true)
    #expect(report.first { $0["name"] == "noEndOfStreamFlush" }?["killedBy"] == ["cut"])
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
