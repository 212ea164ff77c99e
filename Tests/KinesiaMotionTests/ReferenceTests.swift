import Testing
import KinesiaMotion
import KinesiaTestSupport

// The engine documentation's complete test, unchanged but for the module names.
@MainActor
@Test func countsTwoCleanReps() async {
    let session = MotionSession(exercise: ExerciseLibrary.elbowFlexion, side: .right, smoothing: 1)
    let poses = oneRep(peak: 120) + oneRep(peak: 110, startingAt: 2)

    await session.run(with: RecordedPoseProvider(poses))

    #expect(session.snapshot.repCount == 2)
    #expect(session.peaks == [120, 110])
}

@Test func repEngineCountsWithoutASession() {
    var engine = RepEngine(definition: ExerciseLibrary.elbowFlexion, side: .right)
    engine.smoothing = 1
    var completed: [Rep] = []
    for pose in oneRep(peak: 120) {
        for case .completed(let rep) in engine.process(pose) { completed.append(rep) }
    }
    #expect(engine.count == 1)
    #expect(completed.map(\.peak) == [120])
}
