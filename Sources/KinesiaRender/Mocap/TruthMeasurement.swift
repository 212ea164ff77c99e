import Foundation
import KinesiaMotion
import KinesiaSynthetic

/// An exercise's measurement read on motion-capture truth in 3D, with true segment lengths:
/// what a rep's peak really was, so a fixture's verdict labels come from the motion and never
/// from what a camera and the engine make of it.
public struct TruthMeasurement: Sendable {
    public var definition: ExerciseDefinition
    /// The side or sides read, as the fixture's `side` tells the engine.
    public var side: Side
    /// Per side, the height a drop's `lower` joint stands at: its median over the motion. A
    /// planted foot does not leave the floor, but Kinect loses the shanks in deep flexion (its
    /// ankles read up to 0.8 m up mid-squat, or below the floor), so a drop is read from the floor.
    var floor: [BodySide: Double] = [:]
    /// Per side, the standing height each drop is read against: how high `upper` stands above the
    /// floor (the 95th percentile over the motion, which stands for much of it, so a glitch of a
    /// few frames does not set it), or the reference segment's scaled length if longer.
    var standing: [BodySide: Double] = [:]

    /// A rep's peak as the engine would judge it: the side or sides the exercise reads.
    public struct Peak: Sendable {
        public var time: Double
        public var angle: Double
        /// Both sides at the peak, for exercises that average them (`Side.visible`, `.both`).
        public var sides: (left: Double, right: Double)?
    }

    public init(definition: ExerciseDefinition, side: Side, frames: [[Joint: Vector3]]) {
        self.definition = definition
        self.side = side
        guard let (upper, lower, reference, scale) = Self.drop(in: definition.measurement) else { return }
        for side in BodySide.allCases {
            let name = { (joint: Joint) in Self.named(joint, side) }
            let floor = Self.percentile(0.5, of: frames.map { $0[name(lower)]!.y })
            self.floor[side] = floor
            standing[side] = Self.percentile(0.95, of: frames.map { joints in
                max(joints[name(upper)]!.y - floor, scale * (joints[name(reference.from)]! - joints[name(reference.to)]!).length)
            })
        }
    }

    /// The measurement on one side of one frame, degrees.
    public func angle(_ joints: [Joint: Vector3], side: BodySide) -> Double {
        reading(definition.measurement, joints, side: side)
    }

    /// The measurement of one frame, both sides combined as `side` combines them.
    public func angle(_ joints: [Joint: Vector3]) -> Double {
        combining(left: angle(joints, side: .left), right: angle(joints, side: .right))
    }

    /// Both sides are always read in motion capture, so every side combines them.
    private func combining(left: Double, right: Double) -> Double {
        side.combine(left: left, right: right)!
    }

    /// The highest reading over `frames` (seconds `times`), combined across sides as `side`
    /// combines them, timed as the engine times a rep: in the middle of the peak's plateau, from
    /// the first reading that holds the highest (`Measurement.holds`) to the last. A rep that
    /// holds its top (a stand, a raise held) is timed by the engine in the middle of the hold,
    /// not where the top is first reached, and a label is the truth of the same quantity.
    public func peak(_ frames: [[Joint: Vector3]], times: [Double]) -> Peak {
        let readings = frames.map { joints in (left: angle(joints, side: .left), right: angle(joints, side: .right)) }
        let combined = readings.map { combining(left: $0.left, right: $0.right) }
        let highest = combined.max()!
        let best = combined.firstIndex(of: highest)!
        let held = { (reading: Double) in definition.measurement.holds(reading, at: highest) }
        let reached = combined.firstIndex(where: held)!, lastHeld = combined.lastIndex(where: held)!
        return Peak(time: (times[reached] + times[lastHeld]) / 2, angle: combined[best], sides: [.both, .visible].contains(side) ? readings[best] : nil)
    }

    /// The reading a stream opens at, when it begins inside its first rep (`frames`, that rep's
    /// frames from the stream's first): beyond the start threshold above the rest the rep comes
    /// back to after its peak, as the engine reads a partial start (`RepEngine.settleHeld`).
    /// Nil when the stream opens at rest, however soon the rep begins.
    public func partialStartOpening(_ frames: [[Joint: Vector3]]) -> Double? {
        let readings = frames.map { angle($0) }
        let peak = readings.firstIndex(of: readings.max()!)!
        let returnedRest = readings[peak...].min()!
        return readings[0] > definition.startThreshold + max(0, returnedRest) ? readings[0] : nil
    }

    /// The verdicts the exercise's form rules give a rep of this peak.
    public func verdicts(_ peak: Peak) -> Set<VerdictKind> {
        var kinds: Set<VerdictKind> = []
        for rule in definition.formRules {
            switch rule {
            case .minimumPeak(let limit, let kind) where peak.angle < limit:
                kinds.insert(kind)
            case .maximumSideDifference(let limit):
                if let sides = peak.sides, abs(sides.left - sides.right) > limit { kinds.insert(.asymmetric) }
            case .minimumPeak:
                break
            }
        }
        return kinds
    }

    func reading(_ measurement: KinesiaMotion.Measurement, _ joints: [Joint: Vector3], side: BodySide) -> Double {
        let name = { (joint: Joint) in Self.named(joint, side) }
        switch measurement {
        case .inclination(let segment):
            return Self.inclination(joints[name(segment.to)]! - joints[name(segment.from)]!)
        case .relativeInclination(let proximal, let distal):
            return Self.inclination(joints[name(distal.to)]! - joints[name(distal.from)]!)
                - Self.inclination(joints[name(proximal.to)]! - joints[name(proximal.from)]!)
        case .drop(let upper, _, _, _):
            let height = joints[name(upper)]!.y - floor[side]!
            return 2 * acos(min(1, max(-1, height / standing[side]!))) * 180 / .pi
        case .complement(let inner):
            return 180 - reading(inner, joints, side: side)
        }
    }

    static func drop(in measurement: KinesiaMotion.Measurement) -> (Joint, Joint, Segment, Double)? {
        switch measurement {
        case .drop(let upper, let lower, let reference, let scale): (upper, lower, reference, scale)
        case .complement(let inner): drop(in: inner)
        case .inclination, .relativeInclination: nil
        }
    }

    static func percentile(_ fraction: Double, of values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[Int((fraction * Double(sorted.count - 1)).rounded())]
    }

    /// Library measurements name the right side's joints.
    static func named(_ joint: Joint, _ side: BodySide) -> Joint { side == .right ? joint : joint.mirrored }

    /// Degrees from straight down.
    static func inclination(_ direction: Vector3) -> Double {
        acos(min(1, max(-1, -direction.y / direction.length))) * 180 / .pi
    }
}
