/// How far inside a limit that would have rejected it a counted rep sat: what a re-encode, a
/// retuned constant or a brisker person has to take away before the count changes. Real reps
/// sit close to these limits, so the closest one is worth showing.
public struct RepMargin: Sendable, Hashable {
    public enum Limit: String, Sendable, Hashable, CaseIterable {
        /// The degrees of range a rep needs (`ExerciseDefinition.minimumRange`).
        case minimumRange
        /// Seconds between the thresholds below which a rep is too fast.
        case minimumDuration
        /// Seconds above which a rep is too slow.
        case maximumDuration
    }

    public let limit: Limit
    /// The limit, in degrees or seconds.
    public let threshold: Double
    /// The rep's own value of what the limit judges.
    public let measured: Double

    /// How far inside the limit the rep was, in the limit's unit; negative only for a rep counted
    /// under a minimum, with its verdict (`RepAdmission`).
    public var margin: Double {
        limit == .maximumDuration ? threshold - measured : measured - threshold
    }

    public init(limit: Limit, threshold: Double, measured: Double) {
        self.limit = limit
        self.threshold = threshold
        self.measured = measured
    }

    /// `margin` as a share of the threshold: one scale for degrees and seconds, and a fixed
    /// amount per limit (30 % of a 0.3 s minimum is 0.09 s whatever the rep). Nil for a
    /// threshold of zero, a limit that rejects nothing.
    public var share: Double? { threshold > 0 ? margin / threshold : nil }

    /// Every limit a counted rep had to pass, the closest (smallest share) first; limits
    /// without a share last.
    public static func all(of rep: Rep, in definition: ExerciseDefinition) -> [RepMargin] {
        [
            RepMargin(limit: .minimumRange, threshold: definition.minimumRange, measured: rep.range),
            RepMargin(limit: .minimumDuration, threshold: definition.minimumDuration, measured: rep.duration),
            RepMargin(limit: .maximumDuration, threshold: definition.maximumDuration, measured: rep.duration),
        ].sorted { ($0.share ?? .infinity, $0.limit.rawValue) < ($1.share ?? .infinity, $1.limit.rawValue) }
    }

    /// The closest limit of a counted rep.
    public static func closest(of rep: Rep, in definition: ExerciseDefinition) -> RepMargin {
        all(of: rep, in: definition)[0]
    }
}
