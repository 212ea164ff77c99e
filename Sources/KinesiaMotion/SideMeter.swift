/// Evaluates a `Measurement` on one side of the body, pose after pose, remembering the
/// longest each segment has been seen (its full length).
///
/// Joints are resolved to slot ordinals once, at construction, so measuring reads a few
/// array slots and does no hashing. Full lengths are the maximum of a slowly smoothed
/// length: the maximum of raw lengths would follow the jitter's peaks and make a limb at
/// rest read as bent.
struct SideMeter: Sendable {
    private indirect enum Step: Sendable {
        case inclination(from: Int, to: Int, slot: Int)
        case relativeInclination(proximal: (from: Int, to: Int, slot: Int), distal: (from: Int, to: Int, slot: Int))
        case drop(upper: Int, lower: Int, referenceFrom: Int, referenceTo: Int, referenceSlot: Int, heightSlot: Int, scale: Double)
        case complement(Step)
    }

    /// Weight of a new length sample at 30 fps in the slowly smoothed lengths.
    static let lengthWeight = 0.2

    let required: [Int]
    private let step: Step
    private var smoothedLengths: [Double]
    private var fullLengths: [Double]
    private var lengthSmoothing = Smoothing(weight: SideMeter.lengthWeight)
    private var share = 1.0
    private var lastTime: Double?

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
        smoothedLengths = Array(repeating: .nan, count: slots)
        fullLengths = Array(repeating: 0, count: slots)
    }

    /// The measurement in degrees from `points` (indexed by joint ordinal), or nil when a
    /// joint it needs is missing or below `minimumConfidence`.
    mutating func measure(_ points: [PosePoint], aspectRatio: Double, time: Double, minimumConfidence: Double) -> Double? {
        for ordinal in required {
            let confidence = points[ordinal].confidence
            guard confidence > 0, confidence >= minimumConfidence else { return nil }
        }
        share = lastTime.map { lengthSmoothing.share(after: time - $0) } ?? 1
        lastTime = time
        return evaluate(step, points, aspectRatio)
    }

    private mutating func evaluate(_ step: Step, _ points: [PosePoint], _ aspect: Double) -> Double {
        switch step {
        case .inclination(let from, let to, let slot):
            return inclination(from, to, slot, points, aspect)
        case .relativeInclination(let proximal, let distal):
            return inclination(distal.from, distal.to, distal.slot, points, aspect)
                - inclination(proximal.from, proximal.to, proximal.slot, points, aspect)
        case .drop(let upper, let lower, let referenceFrom, let referenceTo, let referenceSlot, let heightSlot, let scale):
            let reference = remember(length(referenceFrom, referenceTo, points, aspect), in: referenceSlot)
            let height = points[lower].y - points[upper].y
            let standing = max(remember(height, in: heightSlot), scale * reference)
            return 2 * Angles.inclination(drop: height, length: standing)
        case .complement(let inner):
            return 180 - evaluate(inner, points, aspect)
        }
    }

    private mutating func inclination(_ from: Int, _ to: Int, _ slot: Int, _ points: [PosePoint], _ aspect: Double) -> Double {
        let full = remember(length(from, to, points, aspect), in: slot)
        return Angles.inclination(drop: points[to].y - points[from].y, length: full)
    }

    private func length(_ from: Int, _ to: Int, _ points: [PosePoint], _ aspect: Double) -> Double {
        let a = points[from], b = points[to]
        let dx = (b.x - a.x) * aspect, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    private mutating func remember(_ value: Double, in slot: Int) -> Double {
        let previous = smoothedLengths[slot]
        let smoothed = previous.isNaN ? value : previous + share * (value - previous)
        smoothedLengths[slot] = smoothed
        if smoothed > fullLengths[slot] { fullLengths[slot] = smoothed }
        return fullLengths[slot]
    }
}
