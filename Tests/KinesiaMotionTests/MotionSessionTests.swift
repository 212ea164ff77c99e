import KinesiaSynthetic
import Testing
import KinesiaMotion
import KinesiaTestSupport

@MainActor
struct MotionSessionTests {
    @Test func replayInRealTimeCountsTheSameAsReplayAtFullSpeed() async {
        let poses = SyntheticSession(motion: .jumpingJack, reps: 2, repDuration: 0.6).poses()
        let fast = MotionSession(exercise: ExerciseLibrary.jumpingJack)
        await fast.run(with: RecordedPoseProvider(poses, realTime: false))
        let live = MotionSession(exercise: ExerciseLibrary.jumpingJack)
        await live.run(with: RecordedPoseProvider(poses, realTime: true))
        #expect(fast.snapshot.repCount == 2)
        #expect(live.events == fast.events)
    }

    @Test func runFlushesSoTheLastRepIsSettledWhenItReturns() async {
        let session = SyntheticSession(motion: .squat, reps: 3, repDuration: 2)
        let cut = session.poses().filter { $0.timestamp <= session.peakTimes[2] }
        let motion = MotionSession(exercise: ExerciseLibrary.squat)
        await motion.run(with: RecordedPoseProvider(cut))
        #expect(motion.snapshot.repCount == 2)
        #expect(motion.snapshot.unfinishedCount == 1)
        #expect(motion.snapshot.finished)
        #expect(motion.unfinished.count == 1)
    }

    @Test func aBrokenProviderEndsTheRunAndSaysWhy() async {
        struct Broken: Error {}
        struct FailingProvider: PoseProvider {
            let poses: [Pose]
            func makePoses() -> AsyncThrowingStream<Pose, any Error> {
                AsyncThrowingStream { continuation in
                    for pose in poses { continuation.yield(pose) }
                    continuation.finish(throwing: Broken())
                }
            }
        }
        let provider = FailingProvider(poses: oneRep(peak: 120))
        let session = MotionSession(exercise: ExerciseLibrary.elbowFlexion, side: .right, smoothing: 1)
        await session.run(with: provider)
        #expect(session.peaks == [120])
        #expect(session.sourceError is Broken)
        var quiet: [Pose] = []
        for await pose in provider.poses() { quiet.append(pose) }
        #expect(quiet.count == oneRep(peak: 120).count)
        await #expect(throws: Broken.self) { try await provider.readAll() }
    }
}
