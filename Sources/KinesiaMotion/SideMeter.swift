/// Evaluates a `Measurement` on one side of the body, pose after pose, remembering the
/// full length of each segment it uses.
///
/// Joints are resolved to slot ordinals once, at construction, so measuring reads a few
/// array slots and does no hashing. A full length is the longest a slowly smoothed length
/// has been, relaxing by `lengthDecay` per second: the maximum of raw lengths would follow
/// the jitter's peaks and creep up all session, making a limb at rest read as bent.
struct SideMeter: Sendable {
    private enum Kind: Sendable {
        case inclination, relativeInclination, drop
    }

    /// A measurement compiled to joint ordinals and length slots. It reads lengths and angles
    /// itself: asked of the meter, each question copied the whole meter (mutated in place through
    /// the engine's optional) on every pose.
    private struct Step: Sendable {
        var kind: Kind
        /// inclination: segment; relative: proximal segment; drop: reference segment.
        var from = 0, to = 0
        /// relative: distal segment; drop: upper and lower joints.
        var second = 0, third = 0
        var scale = 1.0
        var complemented = false

        /// The lengths the step remembers, as `points` show them: the first segment's, and the
        /// second segment's or the drop's height.
        func seenLengths(_ points: [PosePoint], _ aspect: Double) -> (Double, Double) {
            switch kind {
            case .inclination: (SideMeter.length(from, to, points, aspect), 0)
            case .relativeInclination: (SideMeter.length(from, to, points, aspect), SideMeter.length(second, third, points, aspect))
            case .drop: (SideMeter.length(from, to, points, aspect), points[third].y - points[second].y)
            }
        }

        /// The measurement in degrees of `points`, with the full lengths `full`.
        func angle(_ points: [PosePoint], full: (Double, Double)) -> Double {
            let angle: Double
            switch kind {
            case .inclination:
                angle = inclination(from, to, points, length: full.0)
            case .relativeInclination:
                angle = inclination(second, third, points, length: full.1)
                    - inclination(from, to, points, length: full.0)
            case .drop:
                let height = points[third].y - points[second].y
                let standing = max(full.1, scale * full.0)
                angle = 2 * Angles.inclination(drop: height, length: standing)
            }
            return complemented ? 180 - angle : angle
        }

        private func inclination(_ from: Int, _ to: Int, _ points: [PosePoint], length: Double) -> Double {
            Angles.inclination(drop: points[to].y - points[from].y, length: length)
        }
    }

    /// Weight of a new length sample at 30 fps in the slowly smoothed lengths.
    static let lengthWeight = 0.1
    /// How fast a remembered full length relaxes toward current lengths, per second.
    static let lengthDecay = 0.01

    let required: [Int]
    private let step: Step
    // The step remembers at most two lengths; plain fields keep the hot path free of
    // array uniqueness checks.
    private var lengths: (FullLength, FullLength) = (FullLength(), FullLength())
    /// How often a full length has grown by more than `growthStep` over its value at the last
    /// growth: readings made before were made with lengths now known to be short.
    private(set) var growths = 0
    private var lengthsAtGrowth: (Double, Double) = (0, 0)
    /// The body's scale (`BodyScale.reading`) when each full length was last taken from its slow
    /// average: a limb first seen after the rest of the body, during a step back, was learned
    /// smaller than the lengths the body's scale is read against.
    private var learnedAt: (Double, Double) = (1, 1)
    static let growthStep = 1.02

    init(_ measurement: Measurement, side: BodySide) {
        func joint(_ joint: Joint) -> Int { (side == .right ? joint : joint.mirrored).ordinal }
        func compile(_ measurement: Measurement) -> Step {
            switch measurement {
            case .inclination(let segment):
                return Step(kind: .inclination, from: joint(segment.from), to: joint(segment.to))
            case .relativeInclination(let proximal, let distal):
                return Step(
                    kind: .relativeInclination, from: joint(proximal.from), to: joint(proximal.to),
                    second: joint(distal.from), third: joint(distal.to))
            case .drop(let upper, let lower, let reference, let scale):
                return Step(
                    kind: .drop, from: joint(reference.from), to: joint(reference.to),
                    second: joint(upper), third: joint(lower), scale: scale)
            case .complement(let inner):
                var step = compile(inner)
                step.complemented.toggle()
                return step
            }
        }
        step = compile(measurement)
        required = Array(Set(measurement.joints.map(joint))).sorted()
    }

    /// How full lengths move after `interval` seconds: the share of a new length in the slow
    /// average, and the factor a remembered length relaxes by. The same for both sides, so
    /// the engine works it out once per pose.
    struct LengthUpdate {
        var share = 1.0
        var relax = 1.0

        static let first = LengthUpdate()

        init() {}

        init(after interval: Double, smoothing: inout Smoothing) {
            share = smoothing.share(after: interval)
            relax = max(0.5, 1 - SideMeter.lengthDecay * interval)
        }
    }

    /// The measurement in degrees from `points` (indexed by joint ordinal), or nil when a
    /// joint it needs is missing or below `minimumConfidence`. `update` is the change of
    /// full lengths since this side was last measured.
    /// `bodyScale` is the body's scale now (`BodyScale.reading`), which a length learned now was
    /// seen at.
    mutating func measure(_ points: [PosePoint], aspectRatio: Double, update: LengthUpdate, bodyScale: Double, minimumConfidence: Double) -> Double? {
        guard trusts(points, minimumConfidence) else { return nil }
        let seen = step.seenLengths(points, aspectRatio)
        let full = (
            lengths.0.remember(seen.0, update),
            step.kind == .inclination ? 0 : lengths.1.remember(seen.1, update))
        // A full length equal to its slow average was taken from it just now.
        if full.0 == lengths.0.current { learnedAt.0 = bodyScale }
        if full.1 == lengths.1.current { learnedAt.1 = bodyScale }
        if full.0 > lengthsAtGrowth.0 * Self.growthStep || full.1 > lengthsAtGrowth.1 * Self.growthStep {
            growths += 1
            lengthsAtGrowth = full
        }
        return step.angle(points, full: full)
    }

    /// The body is seen `factor` (under 1) times as large as its lengths were learned at (the
    /// person stepped back, `BodyScale`): every remembered length shrinks with it, and so does
    /// the length a growth is counted from; with `sinceLearned`, each only by what the body
    /// shrank since it was learned (`learnedAt`).
    mutating func rescale(by factor: Double, sinceLearned: Bool = false) {
        let own = sinceLearned ? (min(1, factor / learnedAt.0), min(1, factor / learnedAt.1)) : (factor, factor)
        lengths.0.rescale(by: own.0)
        lengths.1.rescale(by: own.1)
        lengthsAtGrowth = (lengthsAtGrowth.0 * own.0, lengthsAtGrowth.1 * own.1)
        // Measured against the lengths the body's scale now reads against.
        if sinceLearned { learnedAt = (min(1, learnedAt.0 / factor), min(1, learnedAt.1 / factor)) }
    }

    /// The measurement of `points`, a pose seen earlier, with the full lengths known now,
    /// remembering nothing. A rest seen before the limb's full length was (a set that starts
    /// seated, before the first stand) reads as it would have with that length.
    /// `shrunkBy` reads it as if every length had been rescaled by that factor (`rescale(by:)`),
    /// without copying the meter.
    func remeasure(_ points: [PosePoint], aspectRatio: Double, minimumConfidence: Double, shrunkBy factor: Double = 1) -> Double? {
        guard trusts(points, minimumConfidence) else { return nil }
        let seen = step.seenLengths(points, aspectRatio)
        return step.angle(points, full: (max(lengths.0.full * factor, seen.0), max(lengths.1.full * factor, seen.1)))
    }

    private func trusts(_ points: [PosePoint], _ minimumConfidence: Double) -> Bool {
        for ordinal in required {
            let confidence = points[ordinal].confidence
            guard confidence > 0, confidence >= minimumConfidence else { return false }
        }
        return true
    }

    /// The distance between two slots in the picture, x scaled by the aspect ratio.
    static func length(_ from: Int, _ to: Int, _ points: [PosePoint], _ aspect: Double) -> Double {
        let a = points[from], b = points[to]
        let dx = (b.x - a.x) * aspect, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
