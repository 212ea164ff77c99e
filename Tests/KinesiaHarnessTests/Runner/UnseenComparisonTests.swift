import Foundation
import KinesiaMotion
import KinesiaResults
import KinesiaTestSupport
import Testing

/// The poses with both ankles' points turned into guesses (confidence 0.2, under the squat's
/// minimum 0.5) wherever `hidden` holds for the pose's time: ankles out of the picture.
private func anklesHidden(_ poses: [Pose], where hidden: (Double) -> Bool) -> [Pose] {
    poses.map { pose in
        guard hidden(pose.timestamp) else { return pose }
        var guessed = pose
        for joint in [Joint.leftAnkle, .rightAnkle] {
            guard var point = pose[joint] else { continue }
            point.confidence = 0.2
            guessed[joint] = point
        }
        return guessed
    }
}

@Test func unseenStretchesAreComparedByJointsAndTime() async throws {
    let sandbox = try RunnerSandbox()
    let session = fiveSquats()
    // The ankles leave the picture from 6 s to 9 s, through the third squat (peak 7.43 s):
    // four squats are counted, and the engine reports the ankles unseen 6.0–9.0 s.
    try sandbox.record("hidden", anklesHidden(session.poses()) { $0 >= 6 && $0 < 9 })
    let manifest = try sandbox.manifest([
        // The joints are a set: any order.
        try sandbox.fixture("right", recording: "hidden", labels: "{reps: 4, unseen: [{joints: [rightAnkle, leftAnkle], from: 6, to: 9}]}"),
        try sandbox.fixture("unlabelled", recording: "hidden", labels: "{reps: 4}"),
        try sandbox.fixture("oneAnkle", recording: "hidden", labels: "{reps: 4, unseen: [{joints: [leftAnkle], from: 6, to: 9}]}"),
        try sandbox.fixture("late", recording: "hidden", labels: "{reps: 4, unseen: [{joints: [leftAnkle, rightAnkle], from: 6.6, to: 9}]}"),
        try sandbox.fixture("none", recording: "hidden", labels: "{reps: 4, unseen: []}"),
    ])
    let results = await sandbox.run([manifest])
    #expect(results["right"]?.failures.messages == [])
    #expect(results["unlabelled"]?.failures.messages == [], "without the label, stretches are not compared")
    let reported = "leftAnkle, rightAnkle unseen 6.0 s–9.0 s reported, not labelled (labels.unseen)"
    #expect(results["oneAnkle"]?.failures == [
        FixtureFailure(.unseen, "leftAnkle unseen 6.0 s–9.0 s not reported (labels.unseen[0], ends ± 0.5 s)"),
        FixtureFailure(.unseen, reported),
    ])
    #expect(results["late"]?.failures == [
        FixtureFailure(.unseen, "leftAnkle, rightAnkle unseen 6.6 s–9.0 s not reported (labels.unseen[0], ends ± 0.5 s)"),
        FixtureFailure(.unseen, reported),
    ])
    #expect(results["none"]?.failures == [FixtureFailure(.unseen, reported)])
}

/// A clip whose needed joints are never seen is what `labels.unseen` is for: the stretch is
/// the assertion, where without it the fixture measures nothing and fails as unusable.
@Test func aClipNeverSeenWholeIsJudgedByItsUnseenStretch() async throws {
    let sandbox = try RunnerSandbox()
    let poses = anklesHidden(fiveSquats().poses()) { _ in true }
    try sandbox.record("cut", poses)
    let last = try #require(poses.last?.timestamp)
    let manifest = try sandbox.manifest([
        try sandbox.fixture("labelled", recording: "cut", labels: "{reps: 0, unseen: [{joints: [leftAnkle, rightAnkle], from: 0, to: \(last)}]}"),
        try sandbox.fixture("bare", recording: "cut", labels: "{reps: 0}"),
        try sandbox.fixture("short", recording: "cut", labels: "{reps: 0, unseen: [{joints: [leftAnkle, rightAnkle], from: 0, to: \(last - 3)}]}"),
    ])
    let results = await sandbox.run([manifest])
    #expect(results["labelled"]?.status == .passed, "\(results["labelled"]?.failures.messages ?? [])")
    #expect(results["bare"]?.failures.checks == [.usability])
    #expect(results["short"]?.failures.checks == [.unseen])
}
