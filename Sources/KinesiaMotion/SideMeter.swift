/// Evaluates a `Measurement` on one side of the body, pose after pose, remembering the
/// longest each segment has been seen (its full length).
///
/// Joints are resolved to slot ordinals once, at construction, so measuring a pose reads a
/// few array slots and does no hashing.
struct SideMeter: Sendable {
    private indirect enum Step: Sendable {
        case inclination(from: Int, to: Int, slot: Int)
        case relativeInclination(proximal: (from: Int, to: Int, slot: Int), distal: (from: Int, to: Int, slot: Int))
        case drop(upper: Int, lower: Int, referenceFrom: Int, referenceTo: Int, referenceSlot: Int, heightSlot: Int, scale: Double)
        case complement(Step)
    }

    private let step: Step
    private let required: [Int]
    private var fullLengths: [Double]

    init(_ measurement: Measurement, side: BodySide) {
        var slots = 0
        func joint(_ joint: Joint) -> Int { (side == .right ? joint : joint.mirrored).ordinal }
        func nextSlot() -> Int { defer { slots += 1 }; return slots }
        func compile(_ measurement: Measurement) -> Step {
            switch measurement {
            case .inclination(let segment):
                return .inclination(from: joint(segment.from), to: joint(segment.to), slot: nextSlot())
            case .relativeInclination(let proximal, let distal):
                return .relativeInclination(
                    proximal: (joint(proximal.from), joint(proximal.to), nextSlot()),
                    distal: (joint(distal.from), joint(distal.to), nextSlot()))
            case .drop(let upper, let lower, let reference, let scale):
                return .drop(
                    upper: joint(upper), lower: joint(lower), referenceFrom: joint(reference.from),
                    referenceTo: joint(reference.to), referenceSlot: nextSlot(), heightSlot: nextSlot(), scale: scale)
            case .complement(let inner):
                return .complement(compile(inner))
            }
        }
        step = compile(measurement)
        required = Array(Set(measurement.joints.map(joint))).sorted()
        fullLengths = Array(repeating: 0, count: slots)
    }

    /// The measurement in degrees, or nil when a joint it needs is missing or below
    /// `minimumConfidence`.
    mutating func measure(_ pose: Pose, minimumConfidence: Double) -> Double? {
        for ordinal in required {
            let confidence = pose.point(at: ordinal).confidence
            guard confidence > 0, confidence >= minimumConfidence else { return nil }
        }
        return evaluate(step, pose)
    }

    private mutating func evaluate(_ step: Step, _ pose: Pose) -> Double {
        switch step {
        case .inclination(let from, let to, let slot):
            return inclination(from, to, slot, pose)
        case .relativeInclination(let proximal, let distal):
            return inclination(distal.from, distal.to, distal.slot, pose)
                - inclination(proximal.from, proximal.to, proximal.slot, pose)
        case .drop(let upper, let lower, let referenceFrom, let referenceTo, let referenceSlot, let heightSlot, let scale):
            let reference = remember(length(referenceFrom, referenceTo, pose), in: referenceSlot)
            let height = pose.point(at: lower).y - pose.point(at: upper).y
            let standing = max(remember(height, in: heightSlot), scale * reference)
            return 2 * Angles.inclination(drop: height, length: standing)
        case .complement(let inner):
            return 180 - evaluate(inner, pose)
        }
    }

    private mutating func inclination(_ from: Int, _ to: Int, _ slot: Int, _ pose: Pose) -> Double {
        let full = remember(length(from, to, pose), in: slot)
        return Angles.inclination(drop: pose.point(at: to).y - pose.point(at: from).y, length: full)
    }

    private func length(_ from: Int, _ to: Int, _ pose: Pose) -> Double {
        let a = pose.point(at: from), b = pose.point(at: to)
        let dx = (b.x - a.x) * pose.aspectRatio, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    private mutating func remember(_ value: Double, in slot: Int) -> Double {
        if value > fullLengths[slot] { fullLengths[slot] = value }
        return fullLengths[slot]
    }
}
