import KinesiaMotion
import KinesiaSynthetic
import Testing

/// A rep held at its peak is the same rep as one that is not.
struct HeldRepTests {
    /// Lateral raises to 83° held at the top for three seconds, or not at all, filmed from the
    /// floor in front: the raised arm is seen longer than the hanging one, so lengths learned at
    /// the top would read every later rest raised by about 13° and take each later raise below
    /// the 70° it needs. Every raise counts, with the range of the first and no verdict.
    @Test(arguments: [0.0, 3.0])
    func aLateralRaiseHeldAtTheTopCounts(hold: Double) {
        var session = SyntheticSession(motion: .shoulderAbduction, peaks: [83, 83, 83], repDuration: 2)
        session.holdAtPeak = hold
        session.camera = SyntheticCamera(yaw: 0, height: 0.15)
        var engine = RepEngine(definition: ExerciseLibrary.shoulderAbduction)
        var ranges: [Double] = []
        var verdicts: [VerdictKind] = []
        for event in session.poses().flatMap({ engine.process($0) }) + engine.finish() {
            if case .completed(let rep) = event { ranges.append(rep.range) }
            if case .verdict(let verdict) = event { verdicts.append(verdict.kind) }
        }
        #expect(engine.count == 3, "ranges \(ranges)")
        #expect(verdicts.isEmpty, "\(verdicts)")
        #expect(ranges.allSatisfy { abs($0 - ranges[0]) < 2.5 }, "ranges \(ranges)")
    }

    /// Stands held two seconds, from three sides, still and with the keypoints' jitter: each is
    /// timed in the middle of its hold. The standing height grows while the person stands (the
    /// slow length average catching up with the jitter's highs), and restarting the hold at each
    /// growth timed jittery stands up to 0.97 s late, near their end.
    @Test(arguments: [0.0, 45.0, 90.0], [0.0, 0.003])
    func aHeldStandIsTimedInTheMiddleOfItsHold(yaw: Double, noise: Double) {
        var session = SyntheticSession(motion: .sitToStand, reps: 4, repDuration: 2)
        session.holdAtPeak = 2
        session.noise = noise
        session.camera = SyntheticCamera(yaw: yaw, height: 0.9)
        var engine = RepEngine(definition: ExerciseLibrary.sitToStand)
        var peakTimes: [Double] = []
        for event in session.poses().flatMap({ engine.process($0) }) + engine.finish() {
            if case .completed(let rep) = event { peakTimes.append(rep.peakTime) }
        }
        #expect(peakTimes.count == 4, "\(peakTimes)")
        for (counted, middle) in zip(peakTimes, session.peakTimes) {
            #expect(abs(counted - middle) < 0.25, "counted \(peakTimes), held around \(session.peakTimes)")
        }
    }
}
