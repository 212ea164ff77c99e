import Foundation
@testable import KinesiaHarness
import KinesiaMotion
import KinesiaTestSupport
import Testing

/// A perturbation that makes brisk squats briefer than the exercise's minimum duration loses
/// every rep, and calibration names each one with the limit that rejected it and how far
/// inside it the unperturbed rep sat; the same squats again lose nothing.
@Test func aCountChangedByAPerturbationNamesTheRepAndTheLimit() async throws {
    let sandbox = try RunnerSandbox()
    // The same rep starts either way: only how long each rep takes differs.
    func output(repDuration: Double, name: String, personLostIn span: ClosedRange<Double>? = nil) async throws -> (PipelineOutput, ExerciseDefinition) {
        var session = fiveSquats()
        session.repDuration = repDuration
        session.restBetweenReps = 1.5 - repDuration
        try sandbox.record(name, session.poses().map { pose in
            guard let span, span.contains(pose.timestamp) else { return pose }
            return Pose.empty(at: pose.timestamp)
        })
        let manifest = try sandbox.manifest([try sandbox.fixture(name, recording: name, labels: "{reps: 5}")], name: name + ".yaml")
        let planned = try #require(sandbox.plan([manifest]).fixtures.first)
        guard case .ready(let resolved) = planned.readiness else { throw FixtureSetupError("not ready: \(planned.readiness)") }
        let pipeline = try FixturePipeline(fixture: resolved)
        return (try await PipelineDriver.run(pipeline, run: 0), pipeline.exercise)
    }
    let (base, exercise) = try await output(repDuration: 0.7, name: "brisk")
    let (briefer, _) = try await output(repDuration: 0.3, name: "briefer")
    try #require(base.reps.count == 5)
    #expect(CountStability(perturbation: "rerun", base: base, perturbed: base, exercise: exercise).changes == [])
    let changes = CountStability(perturbation: "re-encoded", base: base, perturbed: briefer, exercise: exercise).changes
    #expect(changes.count == 5, "\(changes)")
    let first = try #require(changes.first)
    #expect(first.hasPrefix("re-encoded: rep 1 ("), "\(first)")
    #expect(first.contains("rejected as tooFast, duration "), "\(first)")
    #expect(first.contains("under the minimum 0.3 s; unperturbed its duration "), "\(first)")
    #expect(first.contains(" inside the minimum 0.3 s"), "\(first)")
    // The other way round, every rep is one the unperturbed run did not count.
    let gained = CountStability(perturbation: "re-encoded", base: briefer, perturbed: base, exercise: exercise).changes
    #expect(gained.count == 5 && gained.allSatisfy { $0.contains("an extra rep at ") }, "\(gained)")

    // A rep lost where the poses went unused is named with why, not only with its closest limit.
    let secondRep = base.reps[1]
    let (personLost, _) = try await output(repDuration: 0.7, name: "personLost", personLostIn: (secondRep.start - 0.2)...(secondRep.end + 0.2))
    let lost = CountStability(perturbation: "dimmed", base: base, perturbed: personLost, exercise: exercise).changes
    #expect(lost.count == 1 && lost[0].hasPrefix("dimmed: rep 2 (") && lost[0].contains("not counted, "), "\(lost)")
    #expect(lost.first?.contains("of its poses ignored (missingJoints ") == true, "\(lost)")
}
