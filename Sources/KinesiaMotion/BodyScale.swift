/// How large the body is seen now against the lengths the session learned: a person who steps
/// back after pressing record (first seen 1.3–1.5× larger, easing back to their place over a
/// second), or walks away, shrinks as a whole, and every learned full length must shrink with
/// them pose by pose, or each later pose reads bent.
///
/// The scale is read from segments no single pose changes all at once: each side's torso, thigh
/// and shank, and the widths of the shoulders and of the hips. A pose foreshortens some of them
/// (a squat's torso and shanks lean toward a camera in front, a raised knee's thigh), and a turn
/// about the vertical narrows the widths, but a pose leaves at least one of them at its full
/// length: the body's scale is the largest of their lengths now over their full lengths.
/// A part first trusted partway through a step back (a leg out of the picture while the person
/// is near the lens) is learned at the body's smaller size, and read as it is it would say the
/// body has not shrunk: each part is read against its full length on the scale the body was
/// seen at when the part was first trusted (`Part.learnedAt`).
///
/// The lengths now are read from the same smoothed points the measurement reads, so the scale
/// follows the body with the measurement's own lag and the two cancel. Yet some poses shorten
/// every part at once (the bottom of a squat seen from the front, by up to 6 %; a seat with the
/// torso leaning toward a camera in front): the engine follows a shrink only when the pose reads
/// standing with it (at rest, or at the top of a sit to stand), or when it has lasted `lingering`
/// (`RepEngine`), so a pose's own shrink, made and undone within the rep, leaves its depth alone.
/// A body seen growing (stepping forward) needs nothing: its lengths outgrow the learned ones and
/// are learned anew.
struct BodyScale: Sendable {
    /// A segment seen shorter than this share of the body's longest full length is seen nearly
    /// end-on (the shoulders' width side-on): its length is mostly the keypoints' jitter, and
    /// its jitter above 1 would hide the others' shrink.
    static let endOnShare = 0.3

    private struct Part: Sendable {
        var from: Int, to: Int
        var length = FullLength()
        /// The body's scale (`reading`) when the part was first trusted, against the lengths
        /// learned since (`rescale(by:)`): a part first trusted during a step back was learned
        /// at the body's smaller size, and its full length, read as it is, would say the body
        /// has not shrunk.
        private(set) var learnedAt = 1.0
        /// 1 / `learnedAt`, kept so that reading a part multiplies rather than divides.
        private(set) var growth = 1.0

        mutating func learned(at scale: Double) {
            guard scale != learnedAt else { return }
            learnedAt = scale
            growth = 1 / scale
        }

        /// The full length on the scale the others are read against.
        var basis: Double { length.full * growth }
    }

    /// A shrink the engine has not followed for this long (seconds) is followed whatever the pose
    /// reads: a person who steps back during a rep must not leave every later pose reading bent.
    static let lingering = 1.0

    /// Since when the body has read shrunk without the engine following it.
    private(set) var shrunkSince: Double?
    /// How large the body was last seen against the lengths learned here, at most 1, read from
    /// the parts' slow averages as the measurement's own lengths are learned: a length learned
    /// now was seen at this scale (`SideMeter.rescale(by:sinceLearned:)`).
    private(set) var reading = 1.0

    /// Whether a pose that reads standing with the shrink applied shows the shrink is the body's:
    /// true for an upright body. Seen from the head's end, a plank foreshortens every part the
    /// scale reads, and the pose model loses them at the top of each push-up:
    /// pushUp-0deg-hip-5reps reads its widths at 0.06–0.8 and its torso at 0.55–0.96 of their
    /// lengths for 0.7 s of every rest, a shrink that reads as rest and that the next push-up
    /// undoes (followed, it took 7° off that push-up). A plank's shrink is followed once it has
    /// lasted `lingering`: the longest any push-up render reads shrunk without a step is 0.93 s
    /// (pushUp-45deg-hip-dim-4reps), and a person stepping back reads shrunk until followed.
    let trustsRest: Bool

    private var parts: [Part]
    /// Every slot the scale reads.
    let slots: [Int]
    private var lengthSmoothing = Smoothing(weight: SideMeter.lengthWeight)
    private var lastRead: Double?
    /// Each part's length in the pose read now, nan where untrusted; kept to allocate nothing.
    private var seen: [Double]

    init(trustsRest: Bool) {
        self.trustsRest = trustsRest
        let pairs: [(Joint, Joint)] = [
            (.leftShoulder, .leftHip), (.rightShoulder, .rightHip), (.leftShoulder, .rightShoulder), (.leftHip, .rightHip),
            (.leftHip, .leftKnee), (.rightHip, .rightKnee), (.leftKnee, .leftAnkle), (.rightKnee, .rightAnkle),
        ]
        parts = pairs.map { Part(from: $0.0.ordinal, to: $0.1.ordinal) }
        slots = Array(Set(pairs.flatMap { [$0.0.ordinal, $0.1.ordinal] })).sorted()
        seen = Array(repeating: .nan, count: pairs.count)
    }

    /// Reads the body's scale in `points` (smoothed, by ordinal) at `time`; returns how much the
    /// body has shrunk against the learned lengths (a factor under 1), or nil when it has not.
    mutating func shrink(_ points: [PosePoint], aspectRatio: Double, at time: Double, minimumConfidence: Double) -> Double? {
        let interval = lastRead.map { time - $0 }
        let update = interval.map { SideMeter.LengthUpdate(after: $0, smoothing: &lengthSmoothing) } ?? .first
        var longest = 0.0
        for index in parts.indices {
            let part = parts[index]
            let a = points[part.from], b = points[part.to]
            guard a.confidence > 0, b.confidence > 0, a.confidence >= minimumConfidence, b.confidence >= minimumConfidence else {
                seen[index] = .nan
                continue
            }
            let length = SideMeter.length(part.from, part.to, points, aspectRatio)
            seen[index] = length
            let firstSeen = parts[index].length.current.isNaN
            _ = parts[index].length.remember(length, update)
            // A part first trusted now is learned at the body's size now. Only then: a part
            // seen all along that grows to a new full length while a pose foreshortens the
            // others (the bottom of a squat reads them all a little short) would keep that
            // pose's scale. A plank's reading is not believed (`trustsRest`): from the head's
            // end every part reads foreshortened at each rest, and a leg first trusted then,
            // read as learned at that size, let the shrink be followed mid-set
            // (pushUp-0deg-hip-5reps-steps-back-1.3 lost its second push-up).
            if trustsRest, firstSeen { parts[index].learned(at: reading) }
            longest = max(longest, parts[index].basis)
        }
        guard longest > 0 else { return nil }
        lastRead = time
        // The largest slow average over its full length, kept as a fraction and compared by
        // cross-multiplying: one division per pose, not one per part.
        var scale = 0.0, read = 0
        var slow = (current: 0.0, full: 1.0)
        for index in parts.indices where !seen[index].isNaN {
            let part = parts[index]
            let basis = part.basis
            guard basis >= Self.endOnShare * longest else { continue }
            scale = max(scale, seen[index] / basis)
            if part.length.current * slow.full > slow.current * basis { slow = (part.length.current, basis) }
            read += 1
        }
        if read >= 2 { reading = min(1, slow.current / slow.full) }
        guard read >= 2, scale < 1 else {
            shrunkSince = nil
            return nil
        }
        if shrunkSince == nil { shrunkSince = time }
        return scale
    }

    /// Whether the body has read shrunk, unfollowed, for `lingering` seconds by `time`.
    func hasLingered(at time: Double) -> Bool {
        shrunkSince.map { time - $0 >= Self.lingering } ?? false
    }

    /// How large the body is seen, as the longest full length its parts have learned: it follows
    /// the body's own shrink, never a pose's.
    var size: Double {
        var longest = 0.0
        for part in parts { longest = max(longest, part.length.full) }
        return longest
    }

    /// The learned lengths follow a shrink the engine acted on.
    mutating func rescale(by factor: Double) {
        for index in parts.indices {
            // Each part shrinks only by what the body shrank since it was learned.
            let learnedAt = parts[index].learnedAt
            parts[index].length.rescale(by: min(1, factor / learnedAt))
            parts[index].learned(at: min(1, learnedAt / factor))
        }
        reading = min(1, reading / factor)
        shrunkSince = nil
    }
}
