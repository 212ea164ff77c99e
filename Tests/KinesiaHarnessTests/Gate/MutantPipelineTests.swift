import Foundation
import KinesiaHarness
import KinesiaMotion
import KinesiaResults
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// Dropping every third pose on its way to the session fails the frames label, with a clear
/// message, where the count and the rep times let it through.
@Test func droppedFramesFailTheFramesLabel() async throws {
    let sandbox = try RunnerSandbox()
    let squats = fiveSquats()
    let poses = squats.poses()
    try sandbox.record("squats", poses)
    let manifest = try sandbox.manifest([
        try sandbox.fixture("squats", recording: "squats", labels: "{reps: 5, times: \(yamlList(squats.peakTimes)), frames: \(poses.count)}"),
    ])
    let clean = await sandbox.run([manifest])
    #expect(clean["squats"]?.status == .passed, "\(clean["squats"]?.failures.messages ?? [])")

    let dropped = await sandbox.run([manifest]) { _, pipeline in Mutant.everyNthFrameDropped.apply(to: &pipeline) }
    let kept = poses.indices.filter { ($0 + 1) % Mutant.dropEvery != 0 }.count
    #expect(dropped["squats"]?.failures == [
        FixtureFailure(.frames, "the session received \(kept) of \(poses.count) frames (labels.frames; \(poses.count - kept) lost)"),
    ])
}

/// `confidenceIgnored` lies about confidence only: every point stays where it is, absent
/// points stay absent, confident ones keep their confidence, and guesses below the
/// exercise's minimum confidence reach the session at confidence 1.
@Test func theConfidenceMutantKeepsEveryPositionAndPresence() async throws {
    let sandbox = try RunnerSandbox()
    // Seen from the right, the left arm is hidden: its points are guesses at low confidence.
    var curls = SyntheticSession(motion: .rightArmCurl, peaks: Array(repeating: 130, count: 3), repDuration: 2)
    curls.camera = SyntheticCamera(yaw: 90, height: 1.2)
    curls.dropout = 0.1
    curls.seed = 3
    try sandbox.record("curls", curls.poses())
    let manifest = try sandbox.manifest([try sandbox.fixture("curls", recording: "curls", exercise: "elbowFlexion", side: "right", labels: "{reps: 3}")])
    let planned = try #require(sandbox.plan([manifest]).fixtures.first)
    let minimum = try #require(ExerciseLibrary.named("elbowFlexion")).minimumConfidence
    let unmutated = try #require(await FixtureRunner().runKeepingOutput(planned).output)
    let runner = FixtureRunner { _, pipeline in Mutant.confidenceIgnored.apply(to: &pipeline) }
    let output = try #require(await runner.runKeepingOutput(planned).output)

    #expect(output.poses.count == unmutated.poses.count)
    var guesses = 0, absent = 0
    for (delivered, recorded) in zip(output.poses, unmutated.poses) {
        #expect(delivered.timestamp == recorded.timestamp)
        for joint in Joint.allCases {
            let (seen, truth) = (delivered.point(at: joint.ordinal), recorded.point(at: joint.ordinal))
            #expect(seen.x == truth.x && seen.y == truth.y, "\(joint) moved at \(recorded.timestamp)")
            switch truth.confidence {
            case 0: absent += 1; #expect(seen.confidence == 0, "\(joint) made present at \(recorded.timestamp)")
            case ..<minimum: guesses += 1; #expect(seen.confidence == 1)
            default: #expect(seen.confidence == truth.confidence)
            }
        }
    }
    #expect(guesses > 0 && absent > 0, "the recording must hold both guesses and absent points")
}
