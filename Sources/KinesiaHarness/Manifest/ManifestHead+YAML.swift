// The one writer of a manifest's head, beside the one writer of its entries (FixtureEntry+YAML).
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
