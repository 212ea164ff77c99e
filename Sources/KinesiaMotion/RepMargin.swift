/// How far a counted rep sat inside one of the limits it was measured against. Two kinds:
/// the limits its count depends on (`decidesCount`: the floor's range and duration, or for a
/// rep one reading's jump could have made the minimums, and the maximum duration), which tell
/// what a re-encode, a retuned constant or a brisker person has to take away before the count
/// changes; and the exercise's minimums, which only earn a rep a verdict (`incompleteRange`,
/// `tooFast`) and show how near real reps sit to it. Real reps sit close to both, so the
/// closest of each is worth showing.
public struct RepMargin: Sendable, Hashable {
    public enum Limit: String, Sendable, Hashable, CaseIterable {
        /// The degrees of range under which a movement is not counted (`RepFloor.range`).
        case floorRange
        /// Seconds between the thresholds under which a movement is not counted (`RepFloor.duration`).
        case floorDuration
        /// The degrees of range under which a counted rep is incomplete
        /// (`ExerciseDefinition.minimumRange`); not counted under it only when one reading's
        /// jump could have made its range (`ReadingJump`).
        case minimumRange
        /// Seconds between the thresholds under which a counted rep is too fast; not counted
        /// under it only when one reading's jump could have made its range.
        case minimumDuration
        /// Seconds above which a movement is too slow, and not counted.
        case maximumDuration

        /// Whether the limit judges range, in degrees (otherwise duration, in seconds).
        public var judgesRange: Bool { self == .floorRange || self == .minimumRange }
        /// Whether a value above the limit fails it.
        public var isMaximum: Bool { self == .maximumDuration }
        /// Whether the limit is one of the exercise's verdict minimums.
        public var isMinimum: Bool { self == .minimumRange || self == .minimumDuration }

        /// What the limit judges: `range` or `duration`.
        public var measures: String { judgesRange ? "range" : "duration" }
        /// Which bound it is: `floor`, `minimum` or `maximum`.
        public var bound: String {
            switch self {
            case .floorRange, .floorDuration: "floor"
            case .minimumRange, .minimumDuration: "minimum"
            case .maximumDuration: "maximum"
            }
        }
        /// `floor duration`, `minimum range`.
        public var name: String { "\(bound) \(measures)" }
    }

    public let limit: Limit
    /// The limit, in degrees or seconds.
    public let threshold: Double
    /// The rep's own value of what the limit judges.
    public let measured: Double
    /// Whether a rep past this limit would not have been counted (`RepAdmission`): true for the
    /// floor's limits and the maximum duration, or for a rep one reading's jump could have made
    /// for the larger of each floor limit and its minimum. False for a minimum that only earns a
    /// verdict, and for a floor limit a larger minimum stood in for.
    public let decidesCount: Bool

    /// How far inside the limit the rep was, in the limit's unit. Negative for a minimum the rep
    /// was counted under, with its verdict; never for a limit that decides the count.
    public var margin: Double {
        limit.isMaximum ? threshold - measured : measured - threshold
    }

    public init(limit: Limit, threshold: Double, measured: Double, decidesCount: Bool) {
        self.limit = limit
        self.threshold = threshold
        self.measured = measured
        self.decidesCount = decidesCount
    }

    /// `margin` as a share of the threshold: one scale for degrees and seconds, and a fixed
    /// amount per limit (30 % of a 0.3 s minimum is 0.09 s whatever the rep). Nil for a
    /// threshold of zero, a limit that rejects nothing.
    public var share: Double? { threshold > 0 ? margin / threshold : nil }

    /// Every limit a counted rep was measured against, in `Limit`'s order.
    public static func limits(of rep: Rep, in definition: ExerciseDefinition) -> [RepMargin] {
        let lower = RepAdmission(definition: definition).lowerLimits(judgedByMinimums: rep.judgedByMinimums)
        let deciding: Set<Limit> = [lower.range.limit, lower.duration.limit, .maximumDuration]
        let thresholds: [(Limit, Double)] = [
            (.floorRange, definition.floor.range), (.floorDuration, definition.floor.duration),
            (.minimumRange, definition.minimumRange), (.minimumDuration, definition.minimumDuration),
            (.maximumDuration, definition.maximumDuration),
        ]
        return thresholds.map { limit, threshold in
            RepMargin(limit: limit, threshold: threshold, measured: limit.judgesRange ? rep.range : rep.duration, decidesCount: deciding.contains(limit))
        }
    }

    /// Every limit a counted rep was measured against: those its count depends on first, then
    /// the rest, each the closest (smallest share) first; limits without a share last.
    public static func all(of rep: Rep, in definition: ExerciseDefinition) -> [RepMargin] {
        func key(_ margin: RepMargin) -> (Int, Double, String) { (margin.decidesCount ? 0 : 1, margin.share ?? .infinity, margin.limit.rawValue) }
        return limits(of: rep, in: definition).sorted { key($0) < key($1) }
    }

    /// The closest limit a counted rep's count depends on: what changes the count first.
    public static func closest(of rep: Rep, in definition: ExerciseDefinition) -> RepMargin {
        all(of: rep, in: definition)[0]
    }

    /// The closest of the exercise's minimums (range, duration), whether it earned the rep a
    /// verdict (a negative margin) or not; nil when neither has a share.
    public static func closestMinimum(of rep: Rep, in definition: ExerciseDefinition) -> RepMargin? {
        limits(of: rep, in: definition).filter { $0.limit.isMinimum && $0.share != nil }.min { $0.share! < $1.share! }
    }
}
