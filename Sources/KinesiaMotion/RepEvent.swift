/// What the engine reports as poses arrive.
public enum RepEvent: Sendable, Hashable {
    /// The measured angle left the resting range: a repetition may be under way.
    case started(at: Double)
    /// A counted repetition.
    case completed(Rep)
    /// A movement that started and ended but does not count: under the exercise's floor (what
    /// jitter alone produces, `RepFloor`), short of its minimums when one reading's jump could
    /// have made it (`ReadingJump`), or longer than its maximum duration.
    case rejected(RejectedRep)
    /// A form remark on a counted or rejected repetition.
    case verdict(FormVerdict)
    /// A pose the engine could not use.
    case ignored(IgnoredPose)
    /// At end of stream, a repetition that had started but not returned to rest. It is
    /// reported, never counted.
    case unfinished(UnfinishedRep)
    /// A movement already under way when the stream began (a clip cut from a longer set
    /// starts with the weight up): its start was never seen from rest, so it is reported
    /// when it returns to rest, or at end of stream, and never counted.
    case partialStart(PartialStart)
    /// Half a second or more in which joints the measurement needs were not seen (out of the
    /// picture, hidden, or no person found): those poses were ignored and nothing in them was
    /// counted. Reported when the joints are seen again, or at the end, so that a person
    /// knows to step back.
    case unseen(UnseenStretch)
}

/// A counted repetition. Times are pose timestamps in seconds; `start` and `end` are where
/// the measured angle crossed the exercise's thresholds, interpolated between poses.
public struct Rep: Sendable, Hashable {
    public let number: Int
    public let start: Double
    public let peakTime: Double
    public let end: Double
    /// Degrees, quantized to a micro-degree.
    public let peak: Double
    /// Degrees from the rest before the rep to its peak, as judged against the exercise's floor
    /// and minimum range; quantized to a micro-degree.
    public let range: Double
    /// Whether one reading's jump could have made its range (`ReadingJump`), so that it counted
    /// only by clearing the exercise's minimums rather than its floor (`RepMargin`).
    public let judgedByMinimums: Bool
    public var duration: Double { end - start }
}

public struct RejectedRep: Sendable, Hashable {
    public let start: Double
    public let peakTime: Double
    public let end: Double
    public let peak: Double
    public let reason: VerdictKind
    public var duration: Double { end - start }
}

public struct UnfinishedRep: Sendable, Hashable {
    public let start: Double
    public let peakTime: Double
    public let peak: Double
    /// The timestamp of the last usable pose.
    public let lastTime: Double
}

public struct PartialStart: Sendable, Hashable {
    /// The stream's first usable pose: the movement began before it.
    public let firstTime: Double
    public let peakTime: Double
    /// Degrees, quantized to a micro-degree.
    public let peak: Double
    /// Where the angle fell below the end threshold; nil when the stream ended first.
    public let end: Double?
}

public struct UnseenStretch: Sendable, Hashable {
    /// The needed joints missing in any of the stretch's poses, in the engine's joint order.
    public let joints: [Joint]
    /// The first ignored pose's timestamp.
    public let start: Double
    /// The next usable pose's timestamp, or the stream's last pose's.
    public let end: Double
}

public struct IgnoredPose: Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable {
        /// A joint the measurement needs is absent or below the exercise's minimum confidence.
        case missingJoints
        /// The timestamp is earlier than the previous pose's, or not a number.
        case timestampOutOfOrder
        /// The body is out of the exercise's posture (`PostureLeft`): the set has ended.
        case outOfPosture
    }

    public let time: Double
    public let reason: Reason
}

public enum VerdictKind: String, Sendable, Hashable, CaseIterable {
    /// Counted, but quicker than the exercise's minimum duration, or than half the median of the
    /// set's counted reps if that is less (`SetNorm`); not counted under the floor's duration.
    case tooFast
    /// Longer than the exercise's maximum duration: not counted.
    case tooSlow
    /// Counted, but its range fell short of the exercise's minimum or, once the set has counted
    /// reps, of 60 % of their median (a half rep among full ones); not counted under the floor's
    /// range.
    case incompleteRange
    /// Counted, but the peak fell short of the depth the exercise asks for.
    case tooShallow
    /// Counted, but the two sides differed at the peak by more than the exercise allows.
    case asymmetric
}

/// A remark on one repetition. `rep` is the number of the counted rep it concerns, nil for
/// a rejected movement (whose `limit` is then the floor, minimum or maximum it failed).
public struct FormVerdict: Sendable, Hashable {
    public let kind: VerdictKind
    public let rep: Int?
    public let time: Double
    /// The measured value the rule judged (degrees or seconds).
    public let measured: Double
    /// The rule's limit.
    public let limit: Double
}
