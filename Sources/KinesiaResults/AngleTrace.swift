import KinesiaSupport

/// What the engine measured over time in the first run: one smoothed angle per pose the
/// session received (nil where it could not use the pose), and the thresholds it counted
/// against. The report draws it; nothing judges it.
public struct AngleTrace: Sendable, Hashable {
    /// Degrees: a rep starts past `startThreshold` and completes back past `endThreshold`.
    public var startThreshold: Double
    public var endThreshold: Double
    /// Seconds, the poses' timestamps.
    public var times: [Double]
    public var angles: [Double?]

    public init(startThreshold: Double, endThreshold: Double, times: [Double], angles: [Double?]) {
        self.startThreshold = startThreshold
        self.endThreshold = endThreshold
        self.times = times
        self.angles = angles
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension AngleTrace {
    var json: JSONValue {
        [
            "startThreshold": .number(startThreshold), "endThreshold": .number(endThreshold),
            "times": .array(times.map(JSONValue.number)), "angles": JSONValue(angles),
        ]
    }

    static let jsonKeys: JSONKeys = ["startThreshold", "endThreshold", "times", "angles"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        let times = try fields.doubles("times"), angles = try fields.optionalDoubles("angles")
        guard times.count == angles.count else {
            throw JSONContentError(fields.path.appending(key: "angles"), .invalid("has \(angles.count) values for \(times.count) times"))
        }
        self.init(
            startThreshold: try fields.double("startThreshold"), endThreshold: try fields.double("endThreshold"), times: times,
            angles: angles)
    }
}
