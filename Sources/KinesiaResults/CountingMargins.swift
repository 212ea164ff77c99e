import KinesiaMotion
import KinesiaSupport

/// Every counted rep of a fixture's first run against every counting limit, and the closest
/// of them all: how near the count is to changing when an invisible pixel change (a re-encode,
/// a new phone) moves a rep's range or duration a little.
public struct CountingMargins: Sendable, Hashable {
    /// One counted rep's margins, in the order of `RepMargin.Limit.allCases`.
    public struct RepMargins: Sendable, Hashable {
        /// The engine's rep number, from 1.
        public var rep: Int
        public var limits: [RepMargin]

        public init(rep: Int, limits: [RepMargin]) {
            self.rep = rep
            self.limits = limits
        }
    }

    /// The smallest margin of a fixture, as a share of its threshold, with the rep it belongs to.
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

    public init(reps: [RepMargins]) { self.reps = reps }

    /// The margins of `reps` as the engine counted them under `definition`.
    public init(reps: [Rep], in definition: ExerciseDefinition) {
        self.reps = reps.map { rep in
            let margins = RepMargin.all(of: rep, in: definition)
            return RepMargins(rep: rep.number, limits: RepMargin.Limit.allCases.compactMap { limit in margins.first { $0.limit == limit } })
        }
    }

    /// The smallest share over every rep and limit; the earlier rep, then the earlier limit, on
    /// a tie. Nil when no rep was counted (or no limit has a threshold).
    public var closest: Closest? {
        var closest: Closest?
        for rep in reps {
            for margin in rep.limits {
                guard let share = margin.share, share < closest?.share ?? .infinity else { continue }
                closest = Closest(rep: rep.rep, margin: margin, share: share)
            }
        }
        return closest
    }

    /// Whether the smallest margin is under `fragileShare`.
    public var isFragile: Bool { (closest?.share).map { $0 < Self.fragileShare } ?? false }
}

// As results.json writes it (manifests/RESULTS.md). `closest` is written for readers of the
// file and derived again from `reps` on reading, so it is checked for its shape only.
extension CountingMargins {
    var json: JSONValue {
        [
            "closest": closest.map { .object([JSONMember("rep", .integer($0.rep))] + $0.margin.jsonMembers + [JSONMember("share", .number($0.share))]) } ?? .null,
            "reps": .array(reps.map { rep in ["rep": .integer(rep.rep), "limits": .array(rep.limits.map(\.json))] }),
        ]
    }

    static let jsonKeys: JSONKeys = ["closest", "reps"]
    static let closestKeys = RepMargin.jsonKeys.adding(["rep", "share"])
    static let repKeys: JSONKeys = ["rep", "limits"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        if let closest = try fields.optionalObject("closest", keys: Self.closestKeys) {
            _ = (try closest.int("rep"), try RepMargin(fields: closest), try closest.double("share"))
        }
        var reps: [RepMargins] = []
        for rep in try fields.objects("reps", keys: Self.repKeys) {
            var limits: [RepMargin] = []
            for limit in try rep.objects("limits", keys: RepMargin.jsonKeys) { limits.append(try RepMargin(fields: limit)) }
            reps.append(RepMargins(rep: try rep.int("rep"), limits: limits))
        }
        self.init(reps: reps)
    }
}
