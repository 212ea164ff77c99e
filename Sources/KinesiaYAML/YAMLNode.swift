/// A node of a parsed YAML document and the place it starts.
public struct YAMLNode: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping(YAMLMapping)
    }

    public var content: Content
    public var mark: YAMLMark

    public init(_ content: Content, at mark: YAMLMark) {
        self.content = content
        self.mark = mark
    }
}
