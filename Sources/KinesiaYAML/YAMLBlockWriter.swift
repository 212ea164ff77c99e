/// YAML text for the loader to read back, written a line at a time: `key: value` lines, nested
/// block mappings, list items and comments, each at its indentation. The one place manifest
/// text is laid out; what goes into it is `Fixture+YAML`'s and `ManifestHead`'s business.
package struct YAMLBlockWriter {
    private(set) var lines: [String] = []
    /// Where this writer's keys start.
    let indent: String

    package init(indent: String = "") { self.indent = indent }

    /// The lines, each ending in a line break.
    package var text: String { lines.map { $0 + "\n" }.joined() }

    /// `# text` for each line of `text`.
    package mutating func comment(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(line.isEmpty ? indent + "#" : indent + "# " + line)
        }
    }

    package mutating func blankLine() { lines.append("") }

    /// `key: value`; nothing for a nil value.
    package mutating func field(_ key: String, _ value: YAMLFlowValue?) {
        guard let value else { return }
        lines.append(indent + YAMLScalarText.string(key) + ": " + value.text)
    }

    /// `key:` and the block mapping `fill` writes, one level deeper; nothing when it writes nothing.
    package mutating func mapping(_ key: String, _ fill: (inout YAMLBlockWriter) -> Void) {
        let nested = deeper(fill)
        guard !nested.isEmpty else { return }
        lines.append(indent + YAMLScalarText.string(key) + ":")
        lines += nested
    }

    /// `key:` alone: its value is what follows the text, as a manifest's fixtures follow its head.
    package mutating func opening(_ key: String) {
        lines.append(indent + YAMLScalarText.string(key) + ":")
    }

    /// A block list item (`- `) at this indentation holding the mapping `fill` writes, which
    /// starts with a key (comments on the item go above it).
    package mutating func listItem(_ fill: (inout YAMLBlockWriter) -> Void) {
        var nested = deeper(fill)
        guard let first = nested.first else { return }
        nested[0] = indent + "- " + first.dropFirst(indent.count + 2)
        lines += nested
    }

    private func deeper(_ fill: (inout YAMLBlockWriter) -> Void) -> [String] {
        var nested = YAMLBlockWriter(indent: indent + "  ")
        fill(&nested)
        return nested.lines
    }
}
