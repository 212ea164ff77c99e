/// A body segment from one joint to the next, named by its right-side joints; the left
/// side uses the mirrored joints.
public struct Segment: Sendable, Hashable {
    public let from: Joint
    public let to: Joint

    public init(_ from: Joint, _ to: Joint) {
        self.from = from
        self.to = to
    }

    public static let upperArm = Segment(.rightShoulder, .rightElbow)
    public static let forearm = Segment(.rightElbow, .rightWrist)
    public static let thigh = Segment(.rightHip, .rightKnee)
    public static let shank = Segment(.rightKnee, .rightAnkle)
    public static let torso = Segment(.rightShoulder, .rightHip)
}

/// What an exercise measures on one side of the body, as an angle in degrees where a
/// repetition rises from rest to a peak and back.
///
/// Every measurement is built from vertical extents and full segment lengths rather than
/// from 2D joint angles alone: a camera turned about the vertical axis foreshortens limbs
/// that move toward it (a squat seen from the front barely changes the 2D knee angle) but
/// leaves vertical extents unchanged. Full lengths are the longest each segment has been
/// seen in the session, so they settle within the first repetition.
public indirect enum Measurement: Sendable, Hashable {
    /// The segment's inclination from straight down (0° hanging, 90° horizontal, 180° up).
    case inclination(Segment)
    /// How far the distal segment is inclined beyond the proximal one: elbow flexion with
    /// the upper arm as reference, exact whenever both move in one vertical plane.
    case relativeInclination(proximal: Segment, distal: Segment)
    /// How far `upper` has dropped toward `lower`, as the flexion of a two-link limb of
    /// equal links that would produce that drop: `2·acos(height / standing height)`. The
    /// standing height is the largest of the height seen so far and `referenceScale` times
    /// the longest `reference` segment, so a session that starts low still reads right.
    case drop(upper: Joint, lower: Joint, reference: Segment, referenceScale: Double)
    /// 180° minus the measurement: for movements that rest low and peak high (sit to stand).
    case complement(Measurement)

    /// Whether a stream's first poses read as rest whatever they are: a drop reads 0° at the
    /// highest `upper` has been seen above `lower`, which at first is wherever it is, so a clip
    /// that opens inside a squat reads its first, bent pose as standing.
    public var firstPosesReadAsRest: Bool {
        if case .drop = self { true } else { false }
    }

    /// Whether the body stands at its full lengths at rest (a squat's, a raise's or a curl's rest)
    /// rather than at the peak: a sit to stand rests seated, its thighs toward a camera in front
    /// and its torso leaning, and stands at its top.
    public var restsAtFullLength: Bool {
        if case .complement = self { false } else { true }
    }

    /// Every joint the measurement reads on the right side.
    public var joints: [Joint] {
        switch self {
        case .inclination(let segment): [segment.from, segment.to]
        case .relativeInclination(let proximal, let distal): [proximal.from, proximal.to, distal.from, distal.to]
        case .drop(let upper, let lower, let reference, _): [upper, lower, reference.from, reference.to]
        case .complement(let inner): inner.joints
        }
    }
}
