/// A node of a parsed YAML document and the place it starts.
package struct YAMLNode: Sendable, Hashable {
    package enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping(YAMLMapping)
    }

    package var content: Content
    package var mark: YAMLMark

    package init(_ content: Content, at mark: YAMLMark) {
        self.content = content
        self.mark = mark
    }
}
