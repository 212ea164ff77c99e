/// The body position an exercise happens in: push-ups in a plank, squats upright, knee
/// extensions seated. Leaving it ends the set: motion out of posture is neither counted nor
/// judged (getting up off the floor after the last push-up drops the shoulders toward the
/// wrists like one more push-up).
///
/// Judged on the torso and thighs with the engine's view-robust inclinations: vertical
/// extents against full lengths learned in the session, so a torso pitched toward the camera
/// reads as pitched although it looks upright and short. A segment that the posture itself
/// may hide at full length from every view (a plank's torso seen from in front of the head)
/// takes its full length from a `reference` segment the posture keeps vertical (the arms).
/// A side whose joints are not trusted, or have been trusted for less than `learningTime`,
/// is not judged; the posture is left only when every judged side has left it, and a
/// session whose posture joints are never seen counts as before.
public struct Posture: Sendable, Hashable {
    /// A word for `kinesia count` and `kinesia exercises`: "plank", "upright", "seated".
    public var name: String
    /// What the posture asks of the body, for `kinesia exercises`.
    public var summary: String
    public var rules: [PostureRule]

    /// How far back inside a rule's limits the body must come to be in posture again after
    /// leaving it (degrees), so jitter at a limit cannot end and resume a set pose by pose.
    public static let returnMargin = 10.0

    /// How long (seconds) a side's joints are seen before its posture is judged. Full lengths
    /// are learned from the poses seen, so from the first ones every segment reads as long as
    /// it looks: a plank seen from the head's end, its arms first found short, reads upright.
    /// Judged then, one re-encoded frame ended a head-on push-up set at 0.07 s for good, its
    /// knees unseen afterwards.
    public static let learningTime = 0.5

    /// The time constant (seconds) over which `PostureRule.inPlace` smooths the speed across
    /// the picture: a stride's sway and a frame's jitter average out, a walk builds up.
    public static let travelTime = 0.25
    /// The share of an in-place rule's maximum speed the body must come back under to be in
    /// posture again, as `returnMargin` for inclinations.
    public static let travelReturnShare = 0.5

    public init(name: String, summary: String, rules: [PostureRule]) {
        self.name = name
        self.summary = summary
        self.rules = rules
    }

    /// A posture the joints at hand cannot judge, saying why: nothing ends the set.
    package static func unjudged(_ reason: String) -> Posture {
        Posture(name: "unjudged", summary: reason, rules: [])
    }

    /// Whether the posture keeps the torso above level, upright at rest: its length then
    /// changes little at rest or with turning about the vertical, so the body's scale can be read
    /// from it (`BodyScale`, which follows a shrink that reads standing). A plank's torso seen from
    /// the head's end is foreshortened at will, and there every segment the scale reads jitters
    /// by a third of its length from pose to pose (pushUp-0deg-hip-5reps): followed, that jitter
    /// took 15° off each push-up's depth.
    public var keepsTorsoUpright: Bool {
        rules.contains { rule in
            if case .inclination(let segment, let allowed) = rule {
                segment.segment == .torso && segment.reference == nil && allowed.upperBound <= 90
            } else {
                false
            }
        }
    }

    /// Every joint the rules need seen on the right side to judge it (the hands and shins
    /// `leaningHandsUp` reads when seen are not needed).
    public var joints: [Joint] {
        Array(Set(rules.flatMap(\.joints))).sorted()
    }
}

/// A segment's inclination from hanging (0° down, 90° level, 180° up) as the posture reads
/// it: its full length is the longest it has been seen, or `referenceScale` times the
/// longest `reference` segment, whichever is longer.
public struct PostureSegment: Sendable, Hashable {
    public var segment: Segment
    public var reference: Segment?
    public var referenceScale: Double

    public init(_ segment: Segment, reference: Segment? = nil, referenceScale: Double = 1) {
        self.segment = segment
        self.reference = reference
        self.referenceScale = referenceScale
    }

    var joints: [Joint] {
        [segment.from, segment.to] + (reference.map { [$0.from, $0.to] } ?? [])
    }
}

/// One condition of a posture.
public enum PostureRule: Sendable, Hashable {
    /// The segment's inclination stays within `allowed` (degrees from hanging).
    case inclination(PostureSegment, allowed: ClosedRange<Double>)
    /// The two segments' inclinations stay within `within` degrees of each other: a body
    /// line straight enough (a plank's torso and thighs), not folded at the hips.
    case aligned(PostureSegment, PostureSegment, within: Double)
    /// The segment's lower joint (the hips, for the torso) moves across the picture no faster
    /// than `maximumSpeed` of the segment's full lengths a second, its speed smoothed over
    /// `Posture.travelTime`: the exercise is done in place, and walking off leaves it.
    case inPlace(PostureSegment, maximumSpeed: Double)
    /// Past `beyond` degrees the segment leans only while the hands are seen above the middle of
    /// the shins: a squat leaning far forward holds its arms up or out, while a body bending to
    /// pick something up off the floor reaches a hand down past the knees, however deep its
    /// knees bend. Unseen hands (or shins) break it, as the lean alone did.
    case leaningHandsUp(PostureSegment, beyond: Double)

    /// How far down the shin, from the knee, a hand may reach while the body leans past
    /// `leaningHandsUp`'s limit, as a share of the shin's length; coming back into posture asks
    /// the hand `handsReturnShare` of the way down, as `Posture.returnMargin` does for inclinations.
    public static let handsShinShare = 0.5
    public static let handsReturnShare = 0.25

    var joints: [Joint] {
        switch self {
        case .inclination(let segment, _), .inPlace(let segment, _), .leaningHandsUp(let segment, _): segment.joints
        case .aligned(let first, let second, _): first.joints + second.joints
        }
    }
}
