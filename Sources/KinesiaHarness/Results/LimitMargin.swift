import KinesiaMotion
import KinesiaSupport

/// How far inside one counting limit a counted rep sat, as the engine measured it
/// (`RepMargin`): what a re-encode has to take away (or, against the maximum, add) before the
/// rep stops counting. The results keep the engine's values, margin included, so its rule for a
/// margin lives in one place.
public struct LimitMargin: Sendable, Hashable {
    public var limit: RepMargin.Limit
    /// The limit, in degrees or seconds.
    public var threshold: Double
    /// The rep's own value of what the limit judges.
    public var measured: Double
    /// How far inside the limit, in its unit; never negative for a counted rep.
    public var margin: Double

    public init(limit: RepMargin.Limit, threshold: Double, measured: Double, margin: Double) {
        self.limit = limit
        self.threshold = threshold
        self.measured = measured
        self.margin = margin
    }

    public init(_ margin: RepMargin) {
        self.init(limit: margin.limit, threshold: margin.threshold, measured: margin.measured, margin: margin.margin)
    }

    /// The margin as a share of the threshold: one scale for degrees and seconds, and a fixed
    /// amount per limit (30 % of a 0.3 s minimum is 0.09 s whatever the rep). Nil for a
    /// threshold of zero, a limit that rejects nothing. Unlike `RepMargin.share`, which is of
    /// the rep's own value; the two agree near the limit, where it matters.
    public var share: Double? { threshold > 0 ? margin / threshold : nil }
}

// As results.json writes it (manifests/RESULTS.md).
extension LimitMargin {
    var json: JSONValue { .object(jsonMembers) }

    /// Its members, for an object that holds them among others (`CountingMargins.closest`).
    var jsonMembers: [JSONMember] {
        [
            JSONMember("limit", .string(limit.rawValue)), JSONMember("threshold", .number(threshold)),
            JSONMember("measured", .number(measured)), JSONMember("margin", .number(margin)),
        ]
    }

    static let jsonKeys: JSONKeys = ["limit", "threshold", "measured", "margin"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            limit: try fields.choice("limit", as: RepMargin.Limit.self), threshold: try fields.double("threshold"),
            measured: try fields.double("measured"), margin: try fields.double("margin"))
    }
}
