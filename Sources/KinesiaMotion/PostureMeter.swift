import Foundation

/// Judges a `Posture` pose after pose on both sides of the body, remembering the full length
/// of each segment it reads. Compiled to joint ordinals once; judging reads a few slots and
/// updates values in place, so it allocates nothing.
struct PostureMeter: Sendable {
    /// One segment's inclination on one side, with its learned lengths.
    private struct Reading: Sendable {
        var from: Int, to: Int
        /// -1 without a reference.
        var referenceFrom = -1, referenceTo = -1
        var scale = 1.0
        var length = FullLength()
        var referenceLength = FullLength()
        /// Whether an in-place rule reads this segment's speed across the picture.
        var travels = false
        var travel = Travel()
    }

    /// How fast a segment's lower joint crosses the picture, in full lengths a second, smoothed.
    private struct Travel: Sendable {
        var x = 0.0, time = -Double.infinity
        var speed = 0.0

        /// `x` in picture heights (scaled by the aspect ratio). After a gap the side was not
        /// read in, speed starts again from rest rather than from the jump.
        mutating func update(x: Double, at time: Double, length: Double, smoothing: inout Smoothing) {
            let interval = time - self.time
            if interval > 0, interval <= RepEngine.smoothingGap, length > 0 {
                speed += smoothing.share(after: interval) * ((x - self.x) / interval / length - speed)
            } else if interval != 0 {
                speed = 0
            }
            self.x = x
            self.time = time
        }
    }

    /// A rule compiled to indices into one side's readings. An inclination's limits are kept
    /// as cosines (with and without the return margin), so judging it needs no arccosine:
    /// inclination = acos(drop / length) falls as the cosine rises.
    private enum Check: Sendable {
        case inclination(Int, cosines: (plain: ClosedRange<Double>, returning: ClosedRange<Double>))
        case aligned(Int, Int, within: Double)
        case inPlace(Int, maximumSpeed: Double)
        /// Past the cosine (`plain`, or `returning` coming back) the hands must be up.
        case leaningHandsUp(Int, cosines: (plain: Double, returning: Double))
    }

    /// One side's hand and shin, by ordinal, for `PostureRule.leaningHandsUp`.
    private struct HandAndShin: Sendable {
        var wrist: Int, knee: Int, ankle: Int
    }

    /// The left side's readings, then the right side's.
    private var readings: [Reading]
    private let perSide: Int
    private let checks: [Check]
    /// Each side's slots, the left side's first.
    private let sideSlots: (left: [Int], right: [Int])
    /// Both sides' hands and shins, the left first; empty without a `leaningHandsUp` rule.
    private let hands: [HandAndShin]
    /// Every slot either side reads.
    let slots: [Int]
    /// Cosines of one side's readings' inclinations (clamped drop over full length), reused
    /// pose after pose; turned into degrees in `angles` only for the readings an aligned
    /// rule compares.
    private var values: [Double]
    private var angles: [Double] = []
    /// The readings whose inclination an aligned rule needs in degrees.
    private var angled: [Int] = []
    private var lengthSmoothing = Smoothing(weight: SideMeter.lengthWeight)
    private var travelSmoothing = Smoothing(weight: 1 - exp(-Smoothing.referenceInterval / Posture.travelTime))
    /// One side's readings' speeds, as `values` holds their inclinations.
    private var speeds: [Double]
    private var lastJudged: Double?
    /// When each side was first trusted: its posture is judged `Posture.learningTime` later.
    private var firstTrusted: (left: Double?, right: Double?)

    init(_ posture: Posture) {
        var segments: [PostureSegment] = []
        func index(_ segment: PostureSegment) -> Int {
            if let found = segments.firstIndex(of: segment) { return found }
            segments.append(segment)
            return segments.count - 1
        }
        checks = posture.rules.map { rule in
            switch rule {
            case .inclination(let segment, let allowed):
                .inclination(index(segment), cosines: (Self.cosines(allowed, margin: 0), Self.cosines(allowed, margin: Posture.returnMargin)))
            case .aligned(let first, let second, let within):
                .aligned(index(first), index(second), within: within)
            case .inPlace(let segment, let maximumSpeed):
                .inPlace(index(segment), maximumSpeed: maximumSpeed)
            case .leaningHandsUp(let segment, let beyond):
                .leaningHandsUp(index(segment), cosines: (
                    cos(beyond / Angles.degreesPerRadian), cos((beyond - Posture.returnMargin) / Angles.degreesPerRadian)))
            }
        }
        let travelling = Set(checks.compactMap { check -> Int? in
            if case .inPlace(let index, _) = check { return index }
            return nil
        })
        perSide = segments.count
        func compile(_ side: BodySide) -> [Reading] {
            func slot(_ joint: Joint) -> Int { (side == .right ? joint : joint.mirrored).ordinal }
            return segments.enumerated().map { index, segment in
                var reading = Reading(from: slot(segment.segment.from), to: slot(segment.segment.to), scale: segment.referenceScale)
                reading.travels = travelling.contains(index)
                if let reference = segment.reference {
                    reading.referenceFrom = slot(reference.from)
                    reading.referenceTo = slot(reference.to)
                }
                return reading
            }
        }
        readings = compile(.left) + compile(.right)
        func ordinals(_ side: BodySide) -> [Int] {
            Array(Set(posture.joints.map { (side == .right ? $0 : $0.mirrored).ordinal })).sorted()
        }
        sideSlots = (ordinals(.left), ordinals(.right))
        let readsHands = checks.contains { if case .leaningHandsUp = $0 { true } else { false } }
        hands = !readsHands ? [] : [BodySide.left, .right].map { side in
            func slot(_ joint: Joint) -> Int { (side == .right ? joint : joint.mirrored).ordinal }
            return HandAndShin(wrist: slot(.rightWrist), knee: slot(.rightKnee), ankle: slot(.rightAnkle))
        }
        slots = Array(Set(sideSlots.left + sideSlots.right + hands.flatMap { [$0.wrist, $0.knee, $0.ankle] })).sorted()
        values = Array(repeating: 0, count: perSide)
        speeds = Array(repeating: 0, count: perSide)
        angled = Array(Set(checks.flatMap { check -> [Int] in
            if case .aligned(let first, let second, _) = check { return [first, second] }
            return []
        })).sorted()
    }

    /// The cosines of an inclination range narrowed by `margin` (limits at 0° and 180° need
    /// no margin: no body goes past them), as a range of cosines.
    private static func cosines(_ allowed: ClosedRange<Double>, margin: Double) -> ClosedRange<Double> {
        let lower = allowed.lowerBound > 0 ? allowed.lowerBound + margin : allowed.lowerBound
        let upper = allowed.upperBound < 180 ? allowed.upperBound - margin : allowed.upperBound
        return cos(upper / Angles.degreesPerRadian)...cos(lower / Angles.degreesPerRadian)
    }

    /// Whether the body is in posture at `time`: true when a side whose joints are trusted
    /// and whose lengths it has learned keeps every rule (`returning`: `Posture.returnMargin`
    /// inside its limits; limits at 0° and 180° need no margin, no body goes past them);
    /// false when every such side breaks one; nil when no side could be judged.
    mutating func judge(_ points: [PosePoint], aspectRatio: Double, at time: Double, minimumConfidence: Double, returning: Bool) -> Bool? {
        let margin = returning ? Posture.returnMargin : 0
        let leftTrusted = trusts(points, sideSlots.left, minimumConfidence)
        let rightTrusted = trusts(points, sideSlots.right, minimumConfidence)
        guard leftTrusted || rightTrusted else { return nil }
        let update = lastJudged.map { SideMeter.LengthUpdate(after: time - $0, smoothing: &lengthSmoothing) } ?? .first
        lastJudged = time
        var judged = false, inside = false
        if leftTrusted {
            read(points, aspectRatio, at: time, from: 0, update)
            if Self.learned(since: &firstTrusted.left, at: time) {
                judged = true
                inside = keepsRules(margin, points, minimumConfidence)
            }
        }
        if rightTrusted {
            read(points, aspectRatio, at: time, from: perSide, update)
            if Self.learned(since: &firstTrusted.right, at: time) {
                judged = true
                inside = inside || keepsRules(margin, points, minimumConfidence)
            }
        }
        return judged ? inside : nil
    }

    /// The body is seen `factor` (under 1) times as large as its lengths were learned at
    /// (`BodyScale`): every remembered length shrinks with it.
    mutating func rescale(by factor: Double) {
        for index in readings.indices {
            readings[index].length.rescale(by: factor)
            readings[index].referenceLength.rescale(by: factor)
        }
    }

    /// Whether a side first trusted at `first` (set now if never) has had
    /// `Posture.learningTime` to learn its lengths.
    private static func learned(since first: inout Double?, at time: Double) -> Bool {
        let start = first ?? time
        first = start
        return time - start >= Posture.learningTime
    }

    private func trusts(_ points: [PosePoint], _ slots: [Int], _ minimumConfidence: Double) -> Bool {
        for ordinal in slots where !Self.trusts(points[ordinal], minimumConfidence) { return false }
        return true
    }

    private static func trusts(_ point: PosePoint, _ minimumConfidence: Double) -> Bool {
        point.confidence > 0 && point.confidence >= minimumConfidence
    }

    /// Whether a hand is seen and every hand seen is above the point `share` of the way down its
    /// shin from the knee (the other shin's, when its own is not seen).
    private func handsUp(_ points: [PosePoint], share: Double, _ minimumConfidence: Double) -> Bool {
        func line(_ hand: HandAndShin) -> Double? {
            let knee = points[hand.knee], ankle = points[hand.ankle]
            guard Self.trusts(knee, minimumConfidence), Self.trusts(ankle, minimumConfidence) else { return nil }
            return knee.y + share * (ankle.y - knee.y)
        }
        var seen = false
        for (index, hand) in hands.enumerated() {
            let wrist = points[hand.wrist]
            guard Self.trusts(wrist, minimumConfidence) else { continue }
            guard let limit = line(hand) ?? line(hands[1 - index]), wrist.y < limit else { return false }
            seen = true
        }
        return seen
    }

    /// Fills `values` with one side's inclinations and `speeds` with its speeds, learning its lengths.
    private mutating func read(_ points: [PosePoint], _ aspect: Double, at time: Double, from offset: Int, _ update: SideMeter.LengthUpdate) {
        for index in 0..<perSide {
            let reading = readings[offset + index]
            var full = readings[offset + index].length.remember(SideMeter.length(reading.from, reading.to, points, aspect), update)
            if reading.referenceFrom >= 0 {
                let reference = readings[offset + index].referenceLength.remember(
                    SideMeter.length(reading.referenceFrom, reading.referenceTo, points, aspect), update)
                full = max(full, reading.scale * reference)
            }
            let drop = points[reading.to].y - points[reading.from].y
            values[index] = full > 0 ? min(1, max(-1, drop / full)) : 1
            if reading.travels {
                readings[offset + index].travel.update(x: points[reading.to].x * aspect, at: time, length: full, smoothing: &travelSmoothing)
                speeds[index] = readings[offset + index].travel.speed
            }
        }
        if angles.count != perSide { angles = Array(repeating: 0, count: perSide) }
        for index in angled { angles[index] = acos(values[index]) * Angles.degreesPerRadian }
    }

    /// Whether one side keeps every rule; the hands are read only for a body leaning past
    /// `leaningHandsUp`'s limit.
    private func keepsRules(_ margin: Double, _ points: [PosePoint], _ minimumConfidence: Double) -> Bool {
        for check in checks {
            switch check {
            case .inclination(let index, let cosines):
                if !(margin > 0 ? cosines.returning : cosines.plain).contains(values[index]) { return false }
            case .aligned(let first, let second, let within):
                if abs(angles[first] - angles[second]) > within - margin { return false }
            case .inPlace(let index, let maximumSpeed):
                if abs(speeds[index]) > (margin > 0 ? maximumSpeed * Posture.travelReturnShare : maximumSpeed) { return false }
            case .leaningHandsUp(let index, let cosines):
                if values[index] < (margin > 0 ? cosines.returning : cosines.plain),
                   !handsUp(points, share: margin > 0 ? PostureRule.handsReturnShare : PostureRule.handsShinShare, minimumConfidence) {
                    return false
                }
            }
        }
        return true
    }
}
