import KinesiaMotion
import KinesiaSupport

/// Every counted rep of a fixture's first run against every limit it was measured against
/// (`RepMargin`), and the closest of those its count depends on: how near the count is to
/// changing when an invisible pixel change (a re-encode, a new phone) moves a rep's range or
/// duration a little. The exercise's minimums are kept too, as the limits that earn a verdict.
public struct CountingMargins: Sendable, Hashable {
    /// One counted rep's margins, in the order of `RepMargin.Limit.allCases` (those a file
    /// written before the floor's margins holds: the minimums and the maximum).
    public struct RepMargins: Sendable, Hashable {
        /// The engine's rep number, from 1.
        public var rep: Int
        public var limits: [RepMargin]

        public init(rep: Int, limits: [RepMargin]) {
            self.rep = rep
            self.limits = limits
        }
    }

    /// The smallest margin of a fixture to a limit its count depends on, as a share of its
    /// threshold, with the rep it belongs to.
    public struct Closest: Sendable, Hashable {
        public var rep: Int
        public var margin: RepMargin
        /// `margin.share`, never nil here.
        public var share: Double
    }

    /// A count whose smallest margin is under this share of its threshold is fragile. It lies
    /// above every move measured between a gate clip and its variants of the same motion
    /// (manifests/RESULTS.md, "Fragile counts"): a rep's duration moved by up to 0.077 s, 25.7 %
    /// of a squat's 0.3 s minimum (the tfjs squats as MJPEG), its range by up to 13.2°, 24 % of
    /// 55° (the QuickPose jumping jacks shaken; recompressed, its squats moved 6.9°, 12.5 %).
    public static let fragileShare = 0.30

    /// In the engine's rep order.
    public var reps: [RepMargins]
    /// False for margins read from a file written before the floor's margins (`decidesCount`):
    /// its reps were measured against the minimums and the maximum only, so what would change
    /// their count is unknown and there is no `closest`.
    public var countLimitsKnown: Bool

    public init(reps: [RepMargins], countLimitsKnown: Bool = true) {
        self.reps = reps
        self.countLimitsKnown = countLimitsKnown
    }

    /// The margins of `reps` as the engine counted them under `definition`.
    public init(reps: [Rep], in definition: ExerciseDefinition) {
        self.reps = reps.map { rep in
            RepMargins(rep: rep.number, limits: RepMargin.limits(of: rep, in: definition))
        }
        countLimitsKnown = true
    }

    /// The smallest share over every rep and limit its count depends on; the earlier rep, then
    /// the earlier limit, on a tie. Nil when no rep was counted (or no limit has a threshold),
    /// and when the count's limits are unknown.
    public var closest: Closest? { countLimitsKnown ? smallest { $0.decidesCount } : nil }

    /// The smallest share over every rep and the exercise's minimums, whether a rep was counted
    /// under one (a negative share, with its verdict) or not: how near the reps sit to a verdict.
    public var closestMinimum: Closest? { smallest { $0.limit.isMinimum } }

    private func smallest(among included: (RepMargin) -> Bool) -> Closest? {
        var closest: Closest?
        for rep in reps {
            for margin in rep.limits where included(margin) {
                guard let share = margin.share, share < closest?.share ?? .infinity else { continue }
                closest = Closest(rep: rep.rep, margin: margin, share: share)
            }
        }
        return closest
    }

    /// Whether the smallest margin is under `fragileShare`.
    public var isFragile: Bool { (closest?.share).map { $0 < Self.fragileShare } ?? false }
}

// As results.json writes it (manifests/RESULTS.md). `closest` and `closestMinimum` are written
// for readers of the file and derived again from `reps` on reading, so they are checked for
// their shape only.
extension CountingMargins.Closest {
    var json: JSONValue { .object([JSONMember("rep", .integer(rep))] + margin.jsonMembers + [JSONMember("share", .number(share))]) }
}

extension CountingMargins {
    var json: JSONValue {
        [
            "closest": closest.map(\.json) ?? .null, "closestMinimum": closestMinimum.map(\.json) ?? .null,
            "reps": .array(reps.map { rep in ["rep": .integer(rep.rep), "limits": .array(rep.limits.map(\.json))] }),
        ]
    }

    /// `closestMinimum` came with the floor's margins, later in version 5.
    static let jsonKeys = JSONKeys(["closest", "reps"]).adding(["closestMinimum"], since: 5)
    static let closestKeys = RepMargin.jsonKeys.adding(["rep", "share"])
    static let repKeys: JSONKeys = ["rep", "limits"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        for key in ["closest", "closestMinimum"] {
            if let closest = try fields.optionalObject(key, keys: Self.closestKeys) {
                _ = (try closest.int("rep"), try RepMargin(fields: closest), try closest.double("share"))
            }
        }
        var reps: [RepMargins] = []
        var countLimitsKnown = true
        for rep in try fields.objects("reps", keys: Self.repKeys) {
            var limits: [RepMargin] = []
            for limit in try rep.objects("limits", keys: RepMargin.jsonKeys) {
                limits.append(try RepMargin(fields: limit))
                countLimitsKnown = countLimitsKnown && RepMargin.recordsCountLimits(limit)
            }
            reps.append(RepMargins(rep: try rep.int("rep"), limits: limits))
        }
        self.init(reps: reps, countLimitsKnown: countLimitsKnown)
    }
}
