import Foundation
import KinesiaHarness
import KinesiaMotion
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// A peak tolerance is derived as keypoint tolerances are: from the pipeline's observed peak
/// errors, the systematic offset plus the noise on it, never a blanket allowance.
@Test func aPeakToleranceComesFromTheObservedPeakErrors() async throws {
    let sandbox = try RunnerSandbox()
    var session = SyntheticSession(motion: .squat, peaks: [100, 104, 108, 112, 116, 120], repDuration: 2)
    session.seed = 5
    let clean = session
    session.noise = 0.004
    try sandbox.record("noisy", session.poses())
    let truthSHA = try sandbox.record("truth", clean.poses())
    let keypoints = "keypoints: {recording: truth.json, sha256: \(truthSHA)}"
    // What the pipeline reads, then labels 6° deeper than that: a view it reads shallow.
    let unlabelled = try sandbox.manifest([try sandbox.fixture("squats", recording: "noisy", labels: "{reps: 6, \(keypoints)}", extra: "tolerances: {keypoint: 0.05}")])
    let counted = try #require(await sandbox.run([unlabelled])["squats"]?.reps?.entries.compactMap(\.countedPeak))
    try #require(counted.count == 6)
    let labelled = counted.map { ($0 + 6).rounded() }
    let manifest = try sandbox.manifest([
        try sandbox.fixture("squats", recording: "noisy", labels: "{reps: 6, peaks: \(yamlList(labelled)), \(keypoints)}", extra: "tolerances: {peak: 1, keypoint: 0.05}"),
    ], name: "peaks.yaml")
    let planned = try #require(sandbox.plan([manifest]).fixtures.first)
    guard case .ready(let fixture) = planned.readiness else { throw FixtureSetupError("not ready") }
    let peaks = try #require(try await Calibrator().calibrate(fixture, command: "test", date: "today").peaks)
    let errors = zip(counted, labelled).map { $0 - $1 }.sorted()
    #expect(abs(peaks.systematic - errors[errors.count / 2]) < 0.6, "\(peaks.summary)")
    #expect(peaks.reps == 18 && peaks.runs == 3, "a recording calibrates on itself, a rerun and a late start: \(peaks.summary)")
    let largest = max(PeakCalibration.floor, abs(peaks.systematic) + PeakCalibration.k * peaks.spread, errors.map(abs).max()!)
    #expect(peaks.tolerance >= largest && peaks.tolerance < largest + PeakCalibration.step, "\(peaks.summary)")
    // The tolerance passes the fixture it came from; 2° less than the offset fails it, on its peaks.
    for (tolerance, passes) in [(peaks.tolerance, true), (abs(peaks.systematic) - 2, false)] {
        let judged = try sandbox.manifest([
            try sandbox.fixture("squats", recording: "noisy", labels: "{reps: 6, peaks: \(yamlList(labelled)), \(keypoints)}", extra: "tolerances: {peak: \(tolerance), keypoint: 0.05}"),
        ], name: "judged.yaml")
        let result = try #require(await sandbox.run([judged])["squats"])
        #expect((result.status == .passed) == passes, "peak tolerance \(tolerance): \(result.failures)")
        if !passes { #expect(result.failures.map(\.check).contains(.peaks)) }
    }
}
