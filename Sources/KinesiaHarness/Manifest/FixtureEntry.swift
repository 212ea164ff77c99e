import KinesiaMotion

/// One fixture as its manifest entry states it (manifests/SCHEMA.md): what `kinesia fixture
/// add`, `kinesia render`, the corpus builder and derive-mocap write, all through `yaml`. It is
/// the text's side of `Fixture`: nothing in it is a default filled in (a file without a root is
/// left to the manifest's `defaults.root`), and it holds only keys some writer uses.
public struct FixtureEntry: Sendable, Hashable {
    /// Written as `# ` lines above the entry: why it is there, how it was made.
    public var comments: [String]
    public var id: String
    public var kind: FixtureSource.Kind
    public var source: File
    public var exercise: String
    public var side: Side
    /// Written when it says anything; then `mirrored` always, as the pipeline acts on it.
    public var camera: CameraTags
    public var footage: Footage?
    public var tags: [String]
    public var labels: Labels
    public var tolerances: Tolerances
    public var maxFrameRate: Double?

    public init(
        comments: [String] = [], id: String, kind: FixtureSource.Kind, source: File, exercise: String, side: Side,
        camera: CameraTags = CameraTags(), footage: Footage? = nil, tags: [String] = [], labels: Labels,
        tolerances: Tolerances = Tolerances(), maxFrameRate: Double? = nil
    ) {
        self.comments = comments
        self.id = id
        self.kind = kind
        self.source = source
        self.exercise = exercise
        self.side = side
        self.camera = camera
        self.footage = footage
        self.tags = tags
        self.labels = labels
        self.tolerances = tolerances
        self.maxFrameRate = maxFrameRate
    }
}
