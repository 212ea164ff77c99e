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
        ]
    }

    static let jsonKeys: JSONKeys = ["limit", "threshold", "measured", "margin"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            limit: try fields.choice("limit", as: RepMargin.Limit.self), threshold: try fields.double("threshold"),
            measured: try fields.double("measured"))
        _ = try fields.double("margin")
    }
}
