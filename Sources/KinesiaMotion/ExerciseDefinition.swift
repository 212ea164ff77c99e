/// How one exercise is counted: what is measured, on which side, and the thresholds that
/// turn the measured angle into repetitions.
///
/// A repetition starts when the smoothed angle rises above `startThreshold`, peaks, and
/// completes when it falls back below `endThreshold` (lower, so jitter around one threshold
/// cannot count twice). It counts when its range (peak minus the lowest angle since the
/// previous repetition) and its duration clear the `floor` (what noise alone produces) and it
/// lasts at most `maximumDuration`; otherwise it is rejected with a verdict. A counted rep
/// whose range is under `minimumRange`, or whose duration is under `minimumDuration`, earns the
/// verdict `incompleteRange` or `tooFast`; once the set has counted reps of its own, they judge
/// instead (`SetNorm`). A movement whose range came in one reading's jump (`ReadingJump`) is
/// no body's: it counts only within the minimums, as before the floor.
public struct ExerciseDefinition: Sendable, Hashable {
    public var name: String
    /// What is measured and why these thresholds, for `kinesia exercises`.
    public var summary: String
    public var measurement: Measurement
    /// The body position the exercise happens in; leaving it ends the set.
    public var posture: Posture
    public var defaultSide: Side
    public var startThreshold: Double
    public var endThreshold: Double
    /// Degrees of range under which a counted rep is incomplete, until the set teaches its own.
    public var minimumRange: Double
    /// Where `minimumRange` comes from: the shallowest real reps measured, or the render it was set on.
    public var minimumRangeBasis: String?
    /// Seconds between the thresholds under which a counted rep is too fast, until the set
    /// teaches its own.
    public var minimumDuration: Double
    /// Where `minimumDuration` comes from: the fastest rep measured and the margin below it.
    public var minimumDurationBasis: DurationBasis?
    /// Seconds over which a movement is a rest, not a rep: rejected too slow.
    public var maximumDuration: Double
    /// Where `maximumDuration` comes from.
    public var maximumDurationBasis: String?
    /// What a movement must clear to count at all.
    public var floor: RepFloor
    /// Joints below this confidence are treated as missing.
    public var minimumConfidence: Double
    /// The share of each new joint position at 30 fps (see `RepEngine.smoothing`): the
    /// default a session uses unless it is given its own. 1 turns smoothing off.
    public var smoothing: Double
    public var formRules: [FormRule]
    /// Whether a set may end at a rep's top, the rep done there: a sit-to-stand set ends standing
    /// (the five-times sit-to-stand test stops the clock as the fifth rise is complete), so a
    /// rise that came its whole range from the chair and is still up when the stream ends counts.
    /// Otherwise a stream that ends at the top ended mid-rep: the rep is unfinished.
    public var setEndsAtPeak: Bool

    public init(
        name: String, summary: String, measurement: Measurement, posture: Posture, defaultSide: Side,
        startThreshold: Double, endThreshold: Double, minimumRange: Double, minimumRangeBasis: String? = nil,
        minimumDuration: Double, minimumDurationBasis: DurationBasis? = nil, maximumDuration: Double, maximumDurationBasis: String? = nil,
        floor: RepFloor = .noise, minimumConfidence: Double = 0.5, smoothing: Double = 0.5, formRules: [FormRule] = [],
        setEndsAtPeak: Bool = false
    ) {
        precondition(endThreshold < startThreshold, "\(name): endThreshold must be below startThreshold")
        self.name = name
        self.summary = summary
        self.measurement = measurement
        self.posture = posture
        self.defaultSide = defaultSide
        self.startThreshold = startThreshold
        self.endThreshold = endThreshold
        self.minimumRange = minimumRange
        self.minimumRangeBasis = minimumRangeBasis
        self.minimumDuration = minimumDuration
        self.minimumDurationBasis = minimumDurationBasis
        self.maximumDuration = maximumDuration
        self.maximumDurationBasis = maximumDurationBasis
        self.floor = floor
        self.minimumConfidence = minimumConfidence
        self.smoothing = smoothing
        self.formRules = formRules
        self.setEndsAtPeak = setEndsAtPeak
    }

    /// Whether `angle` reads standing: at rest (at or below the end threshold), or for a movement
    /// that rests seated and peaks standing (`Measurement.restsAtFullLength`) at its top (at or
    /// above the start threshold). An angle not read may be either.
    func readsStanding(_ angle: Double?) -> Bool {
        guard let angle else { return true }
        return measurement.restsAtFullLength ? angle <= endThreshold : angle >= startThreshold
    }
}

/// The measurement a minimum duration was set from: the fastest rep seen between the
/// exercise's thresholds (`scripts/measure-rep-durations`), where it was seen, and the margin
/// the minimum keeps below it, so a rep a little brisker than any measured still counts.
public struct DurationBasis: Sendable, Hashable {
    /// What the fastest rep was measured on.
    public enum Motion: String, Sendable, Hashable {
        /// Real motion in the shared data: motion capture, a filmed clip, or a phone variant
        /// of one at the clip's own tempo.
        case real
        /// Real footage outside the shared data: the duration as reported, not measured here.
        case reportedReal
        /// No real motion of the exercise at hand: a render at its fastest synthetic tempo.
        case briskRender
        /// A published norm of how fast people do the exercise when asked to go as fast as they
        /// can (a clinical test's times), turned into seconds between the thresholds.
        case publishedNorm
    }

    /// Seconds between the thresholds of the fastest rep measured.
    public var fastestRep: Double
    public var motion: Motion
    /// Where it was measured.
    public var source: String
    /// The least share of `fastestRep` the minimum stays below (0.25: a rep a quarter
    /// faster than the fastest measured still counts).
    public var margin: Double
    /// The longest movement of full range that no rep label holds (a tracking glitch or a
    /// misread splitting a rep in two) which a fixture's count relies on the minimum to
    /// reject: the minimum stays above it, even where that leaves less than `margin`.
    public var mustReject: RejectedMovement?

    /// A movement a minimum duration must keep rejecting, and where it is seen.
    public struct RejectedMovement: Sendable, Hashable {
        public var duration: Double
        public var source: String

        public init(duration: Double, source: String) {
            self.duration = duration
            self.source = source
        }
    }

    public init(fastestRep: Double, motion: Motion, source: String, margin: Double, mustReject: RejectedMovement? = nil) {
        self.fastestRep = fastestRep
        self.motion = motion
        self.source = source
        self.margin = margin
        self.mustReject = mustReject
    }

    /// The highest minimum the basis allows: `fastestRep` less the margin, rounded down to 0.05 s.
    public var limit: Double { (fastestRep * (1 - margin) * 20 + 1e-9).rounded(.down) / 20 }

    /// One line for `kinesia exercises`: how `minimum` stands to the basis.
    public func description(of minimum: Double) -> String {
        let what = switch motion {
        case .real: "the fastest real rep measured"
        case .reportedReal: "the fastest real rep as reported, in footage outside the shared data"
        case .briskRender: "no real motion at hand: the fastest rep of a brisk render"
        case .publishedNorm: "the fastest reps of a published norm"
        }
        let percent = "\(Int((margin * 100).rounded())) %"
        let fastest = "\(fastestRep) s between the thresholds, \(what): \(source)"
        let above = mustReject.map { "above \($0.duration) s, \($0.source)" }
        if minimum <= limit {
            return "at least \(percent) below \(fastest)" + (above.map { "; and " + $0 } ?? "")
        }
        return (above ?? "above the margin") + "; so not \(percent) below \(fastest)"
    }
}
