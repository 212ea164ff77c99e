/// Why a YAML text could not become a node tree: a libyaml syntax error or a YAML feature the
/// loader refuses (anchors, aliases, tags, merge keys, several documents), with its place.
package struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
    package var mark: YAMLMark
    package var message: String

    package init(_ message: String, at mark: YAMLMark) {
        self.mark = mark
        self.message = message
    }

    package var description: String { "\(mark): \(message)" }
}
