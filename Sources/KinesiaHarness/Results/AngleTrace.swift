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
