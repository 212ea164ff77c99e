/// Why a YAML text could not become a node tree: a libyaml syntax error or a YAML feature the
/// loader refuses (anchors, aliases, tags, merge keys, several documents), with its place.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
    public var mark: YAMLMark
    public var message: String

    public init(_ message: String, at mark: YAMLMark) {
        self.mark = mark
        self.message = message
    }

    public var description: String { "\(mark): \(message)" }
}
