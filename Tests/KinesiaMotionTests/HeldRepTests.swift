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
}
