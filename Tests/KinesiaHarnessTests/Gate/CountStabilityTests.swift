import Foundation
@testable import KinesiaHarness
import KinesiaMotion
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// A perturbation that makes brisk squats briefer than the exercise's minimum duration, in steps
/// one reading's jump could make, loses reps, and calibration names each one lost with the limit
/// that rejected it and how far inside the closest limit its count depended on the unperturbed
/// rep sat; the same squats again lose nothing.
@Test func aCountChangedByAPerturbationNamesTheRepAndTheLimit() async throws {
    let sandbox = try RunnerSandbox()
    // The same rep starts either way: only how long each rep takes differs.
    func output(repDuration: Double, name: String, personLostIn span: ClosedRange<Double>? = nil) async throws -> (PipelineOutput, ExerciseDefinition) {
        var session = fiveSquats()
        session.repDuration = repDuration
        session.restBetweenReps = 1.5 - repDuration
        return try await run(session, in: sandbox, name: name, labels: "{reps: 5}", personLostIn: span)
    }
    let (base, exercise) = try await output(repDuration: 0.7, name: "brisk")
    let (briefer, _) = try await output(repDuration: 0.2, name: "briefer")
    try #require(base.reps.count == 5)
    #expect(CountStability(perturbation: "rerun", base: base, perturbed: base, exercise: exercise).changes == [])
    let changes = CountStability(perturbation: "re-encoded", base: base, perturbed: briefer, exercise: exercise).changes
    // Squats this brisk at 30 fps (0.2 s a rep) rise in steps one reading's jump could make. The
    // first rises from the long opening rest and is dropped by the floor; every later one rises
    // from a shorter rest, its jump leaving under the floor's range, so it is judged by the
    // minimum (`ReadingJump`). Unperturbed, each count hung on the maximum.
    let lostReps = base.reps.count - briefer.reps.count
    try #require(lostReps >= 3, "\(briefer.reps)")
    #expect(changes.count == lostReps, "\(changes)")
    let first = try #require(changes.first)
    #expect(first.hasPrefix("re-encoded: rep 1 "), "\(first)")
    #expect(first.contains("rejected as tooFast, duration ") && first.contains(" under the floor 0.2 s"), "\(first)")
    let second = try #require(changes.dropFirst().first)
    #expect(second.hasPrefix("re-encoded: rep 2 "), "\(second)")
    #expect(second.contains("under the minimum 0.3 s (one reading's jump could have made its range); unperturbed its duration "), "\(second)")
    #expect(second.contains(" inside the maximum 10"), "\(second)")
    // The other way round, every rep is one the unperturbed run did not count.
    let gained = CountStability(perturbation: "re-encoded", base: briefer, perturbed: base, exercise: exercise).changes
    #expect(gained.count == lostReps && gained.allSatisfy { $0.contains("an extra rep at ") }, "\(gained)")

    // A rep lost where the poses went unused is named with why, not only with its closest limit.
    let secondRep = base.reps[1]
    let (personLost, _) = try await output(repDuration: 0.7, name: "personLost", personLostIn: (secondRep.start - 0.2)...(secondRep.end + 0.2))
    let lost = CountStability(perturbation: "dimmed", base: base, perturbed: personLost, exercise: exercise).changes
    #expect(lost.count == 1 && lost[0].hasPrefix("dimmed: rep 2 (") && lost[0].contains("not counted, "), "\(lost)")
    #expect(lost.first?.contains("of its poses ignored (missingJoints ") == true, "\(lost)")
}

/// A rep left unfinished at the end is labelled too (`unfinished`): a perturbation that loses
/// the person in it changes what the fixture asserts, so calibration names it.
@Test func anUnfinishedRepLostByAPerturbationIsNamed() async throws {
    let sandbox = try RunnerSandbox()
    // The fifth squat is cut just after its lowest point (13 s).
    let session = fiveSquats()
    let (base, exercise) = try await run(session, in: sandbox, name: "cut", labels: "{reps: 4, unfinished: 1}", until: 13.2)
    try #require(base.reps.count == 4 && base.unfinished.count == 1)
    #expect(CountStability(perturbation: "rerun", base: base, perturbed: base, exercise: exercise).changes == [])
    let (lost, _) = try await run(session, in: sandbox, name: "lost", labels: "{reps: 4}", until: 13.2, personLostIn: 11.5...13.2)
    try #require(lost.reps.count == 4)
    let changes = CountStability(perturbation: "dimmed", base: base, perturbed: lost, exercise: exercise).changes
    #expect(changes.count == 1 && changes[0].hasPrefix("dimmed: the unfinished rep from ") && changes[0].contains(" not reported, "), "\(changes)")
    #expect(changes.first?.contains("of its poses ignored (missingJoints ") == true, "\(changes)")
    let gained = CountStability(perturbation: "brightened", base: lost, perturbed: base, exercise: exercise).changes
    #expect(gained.count == 1 && gained[0].hasPrefix("brightened: an extra unfinished rep from "), "\(gained)")
}

/// Runs `session`'s poses up to `until`, the person lost in `span`, as a recorded fixture
/// labelled `labels`, through the shipping pipeline.
private func run(
    _ session: SyntheticSession, in sandbox: RunnerSandbox, name: String, labels: String, until end: Double = .infinity,
    personLostIn span: ClosedRange<Double>? = nil
) async throws -> (PipelineOutput, ExerciseDefinition) {
    try sandbox.record(name, session.poses().filter { $0.timestamp <= end }.map { pose in
        guard let span, span.contains(pose.timestamp) else { return pose }
        return Pose.empty(at: pose.timestamp)
    })
    let manifest = try sandbox.manifest([try sandbox.fixture(name, recording: name, labels: labels)], name: name + ".yaml")
    let planned = try #require(sandbox.plan([manifest]).fixtures.first)
    guard case .ready(let resolved) = planned.readiness else { throw FixtureSetupError("not ready: \(planned.readiness)") }
    let pipeline = FixturePipeline(fixture: resolved)
    return (try await PipelineDriver.run(pipeline, run: 0), pipeline.exercise)
}
