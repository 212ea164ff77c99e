import KinesiaMotion
import KinesiaSupport

// A counting margin (`RepMargin`) as results.json writes it (manifests/RESULTS.md). `margin` is
// written for readers of the file and derived again from `threshold` and `measured` on
// reading, so the engine's rule for a margin lives in one place; it is checked for its shape only.
extension RepMargin {
    var json: JSONValue { .object(jsonMembers) }

    /// Its members, for an object that holds them among others (`CountingMargins.closest`).
    var jsonMembers: [JSONMember] {
        [
            JSONMember("limit", .string(limit.rawValue)), JSONMember("threshold", .number(threshold)),
            JSONMember("measured", .number(measured)), JSONMember("margin", .number(margin)),
            JSONMember("decidesCount", .bool(decidesCount)),
        ]
    }

    /// `decidesCount` came with the floor's limits (`floorRange`, `floorDuration`), later in
    /// version 5: a file written before it measured every rep against the minimums and the
    /// maximum only.
    static let jsonKeys = JSONKeys(["limit", "threshold", "measured", "margin"]).adding(["decidesCount"], since: 5)

    /// A margin from a file written before `decidesCount` is read with it true for the maximum
    /// duration only: the minimums it holds earn a verdict, and the floor's margins are unknown
    /// (`CountingMargins.countLimitsKnown`).
    init(fields: JSONObjectReader) throws(JSONContentError) {
        let limit = try fields.choice("limit", as: RepMargin.Limit.self)
        let decidesCount = try fields.optional("decidesCount").map { (value) throws(JSONContentError) in try value.bool(at: fields.path(of: "decidesCount")) }
        self.init(
            limit: limit, threshold: try fields.double("threshold"), measured: try fields.double("measured"),
            decidesCount: decidesCount ?? limit.isMaximum)
        _ = try fields.double("margin")
    }

    /// Whether the object holds `decidesCount`: written since the floor's margins were.
    static func recordsCountLimits(_ fields: JSONObjectReader) -> Bool { fields.optional("decidesCount") != nil }
}
