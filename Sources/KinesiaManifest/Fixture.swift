import KinesiaMotion
import KinesiaYAML

/// One labelled fixture: what to feed the pipeline, how it was filmed, the truth to compare
/// with and how strictly. The one record of a manifest's `fixtures` entry: the loader reads it
/// (`FixtureDecoder`, every value checked and typed once) and the tools write it
/// (`Fixture+YAML`), so reader and writer share one model of the format.
public struct Fixture: Sendable, Hashable {
    public static let defaultRuns = 2

    /// Written as `# ` lines above the entry (why it is there, how it was made); comments are
    /// not read back.
    public var comments: [String]
    public var id: String
    public var source: FixtureSource
    /// The engine's definition the manifest names.
    public var exercise: ExerciseDefinition
    public var side: Side
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
    /// Where the fixture starts in the manifest (`YAMLMark.unwritten` for one built in code).
    public var mark: YAMLMark

    public init(
        comments: [String] = [], id: String, source: FixtureSource, exercise: ExerciseDefinition, side: Side,
        camera: CameraTags = CameraTags(), footage: Footage? = nil, tags: [String] = [], labels: Labels,
        tolerances: Tolerances = Tolerances(), runs: Int = Fixture.defaultRuns, maxFrameRate: Double? = nil,
        smoothing: Double? = nil, quarantine: Quarantine? = nil, mark: YAMLMark = .unwritten
    ) {
        self.comments = comments
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
