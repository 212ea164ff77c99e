/// One libyaml parse event, copied out of C memory so it outlives the parser's buffers.
enum YAMLEvent: Sendable, Hashable {
    case streamStart
    case streamEnd
    case documentStart
    case documentEnd
    case mappingStart(anchor: String?, tag: String?)
    case mappingEnd
    case sequenceStart(anchor: String?, tag: String?)
    case sequenceEnd
    case scalar(String, style: YAMLScalar.Style, anchor: String?, tag: String?)
    case alias(String)
}

/// An event and where it starts.
struct MarkedYAMLEvent: Sendable, Hashable {
    var event: YAMLEvent
    var mark: YAMLMark
}
