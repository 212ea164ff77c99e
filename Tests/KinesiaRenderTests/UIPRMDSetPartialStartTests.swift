import KinesiaMotion
@testable import KinesiaRender
import KinesiaSynthetic
import Testing

/// A UI-PRMD set is labelled as the engine's contract reads its opening: a set that starts at
/// rest counts its first rep however soon the rep begins; a stream that begins inside its first
/// repetition (beyond the start threshold above the rest the rep comes back to) holds a partial
/// start, not a labelled rep.
struct UIPRMDSetPartialStartTests {
    static let abduction = UIPRMDSet(movement: UIPRMDSet.movements.first { $0.code == "m07" }!, subject: "s01", correct: true)

    /// One file's raise: from `opening` up to 150° and back down to a 10° rest, a degree a frame.
    static func raise(from opening: Double) -> [Double] {
        Array(stride(from: opening, to: 150, by: 1.0)) + Array(stride(from: 150, through: 10, by: -1.0))
    }

    /// Two files of raises, the first opening at `opening`, played one after the other.
    static func labelled(firstOpeningAt opening: Double) -> UIPRMDSet.Labelled {
        let files = [raise(from: opening), raise(from: 10)]
        let frames = files.flatMap { $0 }.map { TruthMeasurementTests.raised($0) }
        let spans = [0..<files[0].count, files[0].count..<frames.count]
        return abduction.labelled(frames, spans: spans)
    }

    @Test func aStreamBeginningInsideItsFirstRaiseLabelsOneRepFewer() throws {
        // 70° is 60° above the 10° rest the raise comes back to: beyond the 45° start threshold.
        let labelled = Self.labelled(firstOpeningAt: 70)
        #expect(labelled.reps.count == 1)
        let opening = try #require(labelled.partialStartOpening)
        #expect(abs(opening - 70) < 1e-6)
        // The rep labelled is the second file's.
        #expect(labelled.reps[0].peak.time > Double(Self.raise(from: 70).count) / UIPRMDMovement.frameRate)
    }

    @Test func aSetStartingAtRestKeepsEveryRepHoweverSoonItRises() {
        // Rising from the first frame, but from 20°: 10° above the rest, not inside the raise.
        let labelled = Self.labelled(firstOpeningAt: 20)
        #expect(labelled.reps.count == 2)
        #expect(labelled.partialStartOpening == nil)
    }

    /// Three files of raises, the second only to `peak`: under the 45° start threshold it is no
    /// rep, and the two others are labelled.
    @Test(arguments: [40.0, 50.0])
    func aRepetitionThatNeverReachesTheStartThresholdIsNoRep(peak: Double) {
        let shallow = Array(stride(from: 10, to: peak, by: 1.0)) + Array(stride(from: peak, through: 10, by: -1.0))
        let files = [Self.raise(from: 10), shallow, Self.raise(from: 10)]
        let frames = files.flatMap { $0 }.map { TruthMeasurementTests.raised($0) }
        let spans = [0..<files[0].count, files[0].count..<(files[0].count + files[1].count), (files[0].count + files[1].count)..<frames.count]
        let labelled = Self.abduction.labelled(frames, spans: spans)
        #expect(labelled.reps.count == (peak < 45 ? 2 : 3))
        #expect(labelled.underStartThreshold.map(\.repetition) == (peak < 45 ? [2] : []))
    }
}
