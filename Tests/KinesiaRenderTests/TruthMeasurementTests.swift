import Foundation
import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic
import Testing

/// A motion-capture label times a rep as the engine does (`RepEngine`): in the middle of the
/// stretch its peak is held (`Measurement.holds`), never where the peak is first reached.
struct TruthMeasurementTests {
    static let frameRate = 30.0

    /// Ankles on the floor, hips `hips` metres up, shoulders half a metre above them: the drop
    /// reads against the hips' own standing height (1.4 torsos is 0.7 m).
    static func seated(hips: Double) -> [Joint: Vector3] {
        [
            .rightAnkle: Vector3(-0.15, 0, 0), .leftAnkle: Vector3(0.15, 0, 0),
            .rightHip: Vector3(-0.15, hips, 0), .leftHip: Vector3(0.15, hips, 0),
            .rightShoulder: Vector3(-0.2, hips + 0.5, 0), .leftShoulder: Vector3(0.2, hips + 0.5, 0),
        ]
    }

    /// Both upper arms raised `degrees` from straight down, out to the side.
    static func raised(_ degrees: Double) -> [Joint: Vector3] {
        let radians = degrees * .pi / 180
        let out = 0.3 * sin(radians), down = -0.3 * cos(radians)
        let right = Vector3(-0.2, 1.4, 0), left = Vector3(0.2, 1.4, 0)
        return [.rightShoulder: right, .rightElbow: right + Vector3(-out, down, 0), .leftShoulder: left, .leftElbow: left + Vector3(out, down, 0)]
    }

    static func times(_ count: Int) -> [Double] { (0..<count).map { Double($0) / frameRate } }

    /// Seated a second, a second's rise, a second stood fully upright (180°), a second's sit: the
    /// stand is the middle of the second it holds 180°, half a second after it first reads it.
    @Test func aHeldStandIsTimedInTheMiddleOfItsHold() {
        let rise: [Double] = (0..<30).map { step in 0.45 + 0.45 * Double(step) / 30 }
        let hips: [Double] = Array(repeating: 0.45, count: 30) + rise + Array(repeating: 0.9, count: 30) + rise.reversed()
        let frames = hips.map { Self.seated(hips: $0) }
        let truth = TruthMeasurement(definition: ExerciseLibrary.sitToStand, side: .visible, frames: frames)
        let times = Self.times(frames.count)
        let peak = truth.peak(frames, times: times)
        let middle: Double = (times[60] + times[89]) / 2
        #expect(abs(peak.time - middle) < 1e-9)
        #expect(peak.angle == 180)
        #expect(peak.sides?.left == 180 && peak.sides?.right == 180)
    }

    /// The same stand with the hips settling 2 mm (0.2 % of their height) over the second it is
    /// held, highest as it begins: still the middle of the hold. Near standing a drop's angle
    /// moves steeply with height (those 2 mm are 7°), so a plateau half a degree wide held only
    /// the first few frames; a drop's plateau is read in height (`Measurement.holds`).
    @Test func aStandWhoseHipsSettleAFewMillimetresIsTimedInTheMiddleOfItsHold() {
        let rise: [Double] = (0..<30).map { step in 0.45 + 0.45 * Double(step) / 30 }
        let settling: [Double] = (0..<30).map { step in 0.9 + 0.001 * cos(Double.pi * Double(step) / 29) }
        let hips: [Double] = Array(repeating: 0.45, count: 30) + rise + settling + rise.reversed()
        let frames = hips.map { Self.seated(hips: $0) }
        let truth = TruthMeasurement(definition: ExerciseLibrary.sitToStand, side: .visible, frames: frames)
        let times = Self.times(frames.count)
        let middle: Double = (times[60] + times[89]) / 2
        #expect(abs(truth.peak(frames, times: times).time - middle) < 1e-9)
    }

    /// A raise held a second with a wobble of a few tenths of a degree, its highest reading late in
    /// the hold, a reading a degree short of it either side: the time is the hold's middle, the
    /// angle its highest reading.
    @Test func aHeldRaiseIsTimedInTheMiddleOfItsPlateauAtItsHighestReading() {
        let hold: [Double] = (0..<30).map { step in
            let wobble: Double = 0.2 * sin(Double(step) * 0.4)
            return step == 24 ? 150.25 + wobble : 150 + wobble
        }
        let rise: [Double] = (0..<30).map { step in 5 + 140 * Double(step) / 30 }
        let degrees: [Double] = rise + [149] + hold + [149] + rise.reversed()
        let frames = degrees.map { Self.raised($0) }
        let truth = TruthMeasurement(definition: ExerciseLibrary.shoulderAbduction, side: .either, frames: frames)
        let times = Self.times(frames.count)
        let peak = truth.peak(frames, times: times)
        let middle: Double = (times[31] + times[60]) / 2
        #expect(abs(peak.time - middle) < 1e-9)
        #expect(abs(peak.angle - hold[24]) < 1e-9)
    }
}
