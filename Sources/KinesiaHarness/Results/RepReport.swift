/// Counted reps against labelled ones (completed reps, or unfinished ones), rep by rep.
public struct RepReport: Sendable, Hashable {
    public var expected: Int
    public var counted: Int
    /// Whether labelled times were given, so entries were aligned by time (else by order).
    public var alignedByTime: Bool
    /// One entry per labelled or counted rep, in time order.
    public var entries: [RepEntry]

    public init(expected: Int, counted: Int, alignedByTime: Bool, entries: [RepEntry]) {
        self.expected = expected
        self.counted = counted
        self.alignedByTime = alignedByTime
        self.entries = entries
    }
}

/// One rep as labelled and as counted. Times are peak times for completed reps and start
/// times for unfinished ones.
public struct RepEntry: Sendable, Hashable {
    public enum Match: String, Sendable, Hashable, CaseIterable {
        /// Labelled and counted (within the time tolerance when aligned by time).
        case matched
        /// Labelled, not counted.
        case missed
        /// Counted, not labelled.
        case extra
    }

    public var match: Match
    public var labelledTime: Double?
    public var countedTime: Double?
    public var labelledPeak: Double?
    /// Degrees, as the engine measured it.
    public var countedPeak: Double?
    /// Where the counted rep started and ended (completed reps; nil in version 1 results).
    public var countedStart: Double?
    public var countedEnd: Double?
    /// `RepVerdictLabel` spellings.
    public var labelledVerdicts: String?
    public var countedVerdicts: String?

    public init(
        match: Match, labelledTime: Double? = nil, countedTime: Double? = nil, labelledPeak: Double? = nil,
        countedPeak: Double? = nil, labelledVerdicts: String? = nil, countedVerdicts: String? = nil,
        countedStart: Double? = nil, countedEnd: Double? = nil
    ) {
        self.match = match
        self.labelledTime = labelledTime
        self.countedTime = countedTime
        self.labelledPeak = labelledPeak
        self.countedPeak = countedPeak
        self.labelledVerdicts = labelledVerdicts
        self.countedVerdicts = countedVerdicts
        self.countedStart = countedStart
        self.countedEnd = countedEnd
    }
}
