/// How one exercise is counted: what is measured, on which side, and the thresholds that
/// turn the measured angle into repetitions.
///
/// A repetition starts when the smoothed angle rises above `startThreshold`, peaks, and
/// completes when it falls back below `endThreshold` (lower, so jitter around one threshold
/// cannot count twice). It counts when its range (peak minus the lowest angle since the
/// previous repetition) reaches `minimumRange` and its duration lies within
/// `minimumDuration…maximumDuration`; otherwise it is rejected with a verdict.
public struct ExerciseDefinition: Sendable, Hashable {
    public var name: String
    /// What is measured and why these thresholds, for `kinesia exercises`.
    public var summary: String
    public var measurement: Measurement
    public var defaultSide: Side
    public var startThreshold: Double
    public var endThreshold: Double
    public var minimumRange: Double
    public var minimumDuration: Double
    public var maximumDuration: Double
    /// Joints below this confidence are treated as missing.
    public var minimumConfidence: Double
    /// The share of each new joint position at 30 fps (see `RepEngine.smoothing`): the
    /// default a session uses unless it is given its own. 1 turns smoothing off.
    public var smoothing: Double
    public var formRules: [FormRule]

    public init(
        name: String, summary: String, measurement: Measurement, defaultSide: Side,
        startThreshold: Double, endThreshold: Double, minimumRange: Double,
        minimumDuration: Double, maximumDuration: Double, minimumConfidence: Double = 0.5,
        smoothing: Double = 0.5, formRules: [FormRule] = []
    ) {
        precondition(endThreshold < startThreshold, "\(name): endThreshold must be below startThreshold")
        self.name = name
        self.summary = summary
        self.measurement = measurement
        self.defaultSide = defaultSide
        self.startThreshold = startThreshold
        self.endThreshold = endThreshold
        self.minimumRange = minimumRange
        self.minimumDuration = minimumDuration
        self.maximumDuration = maximumDuration
        self.minimumConfidence = minimumConfidence
        self.smoothing = smoothing
        self.formRules = formRules
    }
}
