import Foundation
import KinesiaHarness
import KinesiaMotion
import KinesiaReports
import KinesiaResults
import Testing

/// A video fixture with keypoint labels and a pin, whose left wrist moves from 0.001 to 0.006
/// from its pinned poses against a regression tolerance of 0.004: results, JUnit, the report
/// and `compare` show both bounds for the joint, and mark the one it crossed.
@Test func bothKeypointBoundsAreShownPerJoint() async throws {
    func result(displacement: Double) -> FixtureResult {
        var result = FixtureResult(
            id: "video", manifest: "m.yaml", line: 3, column: 5, order: 0, exercise: "squat", source: .video, tags: [],
            status: displacement > 0.004 ? .failed : .passed,
            failures: displacement > 0.004 ? [FixtureFailure(.regression, "leftWrist moved \(displacement) from its pinned poses")] : [])
        result.keypoints = KeypointReport(
            labelledFrames: 50, matchedFrames: 50, framesWithoutJoints: 0,
            joints: [JointError(joint: .leftWrist, compared: 48, missing: 2, median: 0.01, quantile: 0.02, max: 0.05, tolerance: 0.03)])
        result.regression = RegressionReport(pin: "pins/video.json", pinnedFrames: 50, pairedFrames: 50, joints: [
            RegressionReport.JointMovement(
                joint: .leftWrist, frames: 48, displacement: displacement, tolerance: 0.004, shift: 0.0002, shiftTolerance: 0.001,
                largest: 0.009, largestAt: 1.2, flips: 0, allowedFlipRate: 0.02),
        ])
        return result
    }
    let environment = RunEnvironment(commit: nil, operatingSystem: "test", cpu: "test", cores: 2, jobs: 1, estimatorThreads: 1)
    let base = RunResults(environment: environment, manifests: ["m.yaml"], shard: nil, errors: [], fixtures: [result(displacement: 0.001)])
    let head = RunResults(environment: environment, manifests: ["m.yaml"], shard: nil, errors: [], fixtures: [result(displacement: 0.006)])

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-bounds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try head.write(to: folder.appendingPathComponent("results.json"))
    #expect(try RunResults(contentsOf: folder.appendingPathComponent("results.json")) == head)

    let junit = JUnitReport.xml(head)
    #expect(junit.contains("leftWrist 48 (p95 0.02 of 0.03; 2 missed"), "\(junit)")
    #expect(junit.contains("pinned poses (pins/video.json), 50 of 50 frames paired, joints past half a bound: leftWrist RMS 0.006 of 0.004"))

    try AccuracyReport(results: head, painter: FocusFramePNG()).write(to: folder)
    let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    let row = "<tr><td>leftWrist</td><td>0.02</td><td>0.03</td><td>2 of 50</td><td class=\"over\">0.006</td><td>0.004</td><td>0.0002</td><td>0.001</td></tr>"
    #expect(page.contains(row), "the report's bounds table")

    let delta = ResultsDelta(base: base, head: head)
    let joint = try #require(delta.moved.first?.joints.first)
    #expect(joint.joint == .leftWrist)
    #expect(joint.pinnedDisplacement.base == 0.001 && joint.pinnedDisplacement.head == 0.006)
    #expect(delta.markdown().contains("p95 0.0200 → 0.0200, max 0.0500 → 0.0500, from the pinned poses 0.0010 → 0.0060"), "\(delta.markdown())")
}
