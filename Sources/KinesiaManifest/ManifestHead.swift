import KinesiaYAML

/// What a manifest says before its fixtures: comments on what it is, the schema version, its
/// fixture roots and its defaults, as the corpus builder and `kinesia fixture add --start`
/// write them (`yaml`, which ends with the `fixtures:` key the entries follow).
public struct ManifestHead: Sendable, Hashable {
    /// A fixture root as written: a folder, an environment variable, or both.
    public struct Root: Sendable, Hashable {
        public var name: String
        /// Written as `# ` lines above the root: where its files come from.
        public var comments: [String]
        public var environmentVariable: String?
        public var path: String?
        public var whenMissing: FixtureRoot.WhenMissing?

        public init(
            name: String, comments: [String] = [], environmentVariable: String? = nil, path: String? = nil,
            whenMissing: FixtureRoot.WhenMissing? = nil
        ) {
            self.name = name
            self.comments = comments
            self.environmentVariable = environmentVariable
            self.path = path
            self.whenMissing = whenMissing
        }
    }

    /// The `defaults` some writer sets.
    public struct Defaults: Sendable, Hashable {
        public var root: String?
        public var runs: Int?

        public init(root: String? = nil, runs: Int? = nil) {
            self.root = root
            self.runs = runs
        }
    }

    /// Written as `# ` lines at the top of the file.
    public var comments: [String]
    public var version: Int
    public var roots: [Root]
    public var defaults: Defaults

    public init(comments: [String] = [], version: Int = Manifest.supportedVersion, roots: [Root], defaults: Defaults = Defaults()) {
        self.comments = comments
        self.version = version
        self.roots = roots
        self.defaults = defaults
    }
}

// The one writer of a manifest's head, beside the one writer of its entries (Fixture+YAML).
extension ManifestHead {
    /// The head up to and including `fixtures:`, sections apart by blank lines.
    public var yaml: String {
        var writer = YAMLBlockWriter()
        comments.forEach { writer.comment($0) }
        writer.field("version", .integer(version))
        writer.blankLine()
        writer.mapping("fixtureRoots") { roots in
            for root in self.roots {
                root.comments.forEach { roots.comment($0) }
                // A root that is only a folder is written as one.
                if root.environmentVariable == nil, root.whenMissing == nil, let path = root.path {
                    roots.field(root.name, .string(path))
                    continue
                }
                roots.mapping(root.name) { fields in
                    fields.field("env", root.environmentVariable.map(YAMLFlowValue.string))
                    fields.field("path", root.path.map(YAMLFlowValue.string))
                    fields.field("whenMissing", root.whenMissing.map { .string($0.rawValue) })
                }
            }
        }
        if defaults != Defaults() {
            writer.blankLine()
            writer.mapping("defaults") { fields in
                fields.field("root", defaults.root.map(YAMLFlowValue.string))
                fields.field("runs", defaults.runs.map(YAMLFlowValue.integer))
            }
        }
        writer.blankLine()
        writer.opening("fixtures")
        return writer.text
    }
}
