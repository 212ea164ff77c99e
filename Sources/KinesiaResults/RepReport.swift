import KinesiaSupport

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

// As results.json writes it (manifests/RESULTS.md).
extension RepReport {
    var json: JSONValue {
        [
            "expected": .integer(expected), "counted": .integer(counted), "alignedByTime": .bool(alignedByTime),
            "entries": .array(entries.map(\.json)),
        ]
    }

    static let jsonKeys: JSONKeys = ["expected", "counted", "alignedByTime", "entries"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        var entries: [RepEntry] = []
        for entry in try fields.objects("entries", keys: RepEntry.jsonKeys) { entries.append(try RepEntry(fields: entry)) }
        self.init(
            expected: try fields.int("expected"), counted: try fields.int("counted"),
            alignedByTime: try fields.bool("alignedByTime"), entries: entries)
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension RepEntry {
    var json: JSONValue {
        [
            "match": .string(match.rawValue), "labelledTime": JSONValue(labelledTime), "countedTime": JSONValue(countedTime),
            "labelledPeak": JSONValue(labelledPeak), "countedPeak": JSONValue(countedPeak),
            "labelledVerdicts": JSONValue(labelledVerdicts), "countedVerdicts": JSONValue(countedVerdicts),
            "countedStart": JSONValue(countedStart), "countedEnd": JSONValue(countedEnd),
        ]
    }

    /// Version 2 added `countedStart` and `countedEnd`.
    static let jsonKeys = JSONKeys([
        "match", "labelledTime", "countedTime", "labelledPeak", "countedPeak", "labelledVerdicts", "countedVerdicts",
    ]).adding(["countedStart", "countedEnd"], since: 2)

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            match: try fields.choice("match", as: Match.self), labelledTime: try fields.optionalDouble("labelledTime"),
            countedTime: try fields.optionalDouble("countedTime"), labelledPeak: try fields.optionalDouble("labelledPeak"),
            countedPeak: try fields.optionalDouble("countedPeak"), labelledVerdicts: try fields.optionalString("labelledVerdicts"),
            countedVerdicts: try fields.optionalString("countedVerdicts"), countedStart: try fields.optionalDouble("countedStart"),
            countedEnd: try fields.optionalDouble("countedEnd"))
    }
}
