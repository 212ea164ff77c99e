import KinesiaYAML

/// One labelled fixture: what to feed the pipeline, how it was filmed, the truth to compare
/// with and how strictly.
public struct Fixture: Sendable, Hashable {
    public static let defaultRuns = 2

    public var id: String
    public var source: FixtureSource
    public var exercise: String
    public var side: String
    public var camera: CameraTags
    /// Where the frames come from; nil when the entry does not say.
    public var footage: Footage?
    /// Free tags for filtering.
    public var tags: [String]
    public var labels: Labels
    public var tolerances: Tolerances
    /// Runs through the pipeline whose outputs must be identical.
    public var runs: Int
    /// Pipeline options; nil keeps the pipeline's own default.
    public var maxFrameRate: Double?
    public var smoothing: Double?
    public var quarantine: Quarantine?
    /// Where the fixture starts in the manifest.
    public var mark: YAMLMark

    public init(
        id: String, source: FixtureSource, exercise: String, side: String, camera: CameraTags = CameraTags(),
        footage: Footage? = nil, tags: [String] = [], labels: Labels, tolerances: Tolerances = Tolerances(), runs: Int = Fixture.defaultRuns,
        maxFrameRate: Double? = nil, smoothing: Double? = nil, quarantine: Quarantine? = nil, mark: YAMLMark
    ) {
        self.id = id
        self.source = source
        self.exercise = exercise
        self.side = side
        self.camera = camera
        self.footage = footage
        self.tags = tags
        self.labels = labels
        self.tolerances = tolerances
        self.runs = runs
        self.maxFrameRate = maxFrameRate
        self.smoothing = smoothing
        self.quarantine = quarantine
        self.mark = mark
    }
}
