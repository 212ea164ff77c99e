/// Reads one YAML document into a node tree, refusing what a hand-written configuration file
/// should not need: anchors, aliases, merge keys, explicit tags, non-scalar keys and more than
/// one document. Each refusal names its place.
package enum YAMLDocument {
    /// Deeper nesting is refused so that hostile input cannot exhaust the stack.
    package static let maximumDepth = 64

    package static func parse(_ bytes: [UInt8]) throws(YAMLError) -> YAMLNode {
        let parser = try YAMLParser(bytes: bytes)
        _ = try parser.next()  // stream start
        let start = try parser.next()
        guard start.event == .documentStart else {
            throw YAMLError("the file holds no YAML document", at: start.mark)
        }
        let root = try node(from: try parser.next(), parser: parser, depth: 0)
        _ = try parser.next()  // document end: libyaml has already checked the structure
        let after = try parser.next()
        guard after.event == .streamEnd else {
            throw YAMLError("a second YAML document starts here; the file must hold exactly one", at: after.mark)
        }
        return root
    }

    private static func node(from first: MarkedYAMLEvent, parser: YAMLParser, depth: Int) throws(YAMLError) -> YAMLNode {
        guard depth < maximumDepth else {
            throw YAMLError("nesting deeper than \(maximumDepth) levels", at: first.mark)
        }
        switch first.event {
        case .scalar(let text, let style, let anchor, let tag):
            try refuse(anchor: anchor, tag: tag, at: first.mark)
            return YAMLNode(.scalar(YAMLScalar(text, style: style)), at: first.mark)
        case .sequenceStart(let anchor, let tag):
            try refuse(anchor: anchor, tag: tag, at: first.mark)
            var items: [YAMLNode] = []
            while true {
                let next = try parser.next()
                if next.event == .sequenceEnd { break }
                items.append(try node(from: next, parser: parser, depth: depth + 1))
            }
            return YAMLNode(.sequence(items), at: first.mark)
        case .mappingStart(let anchor, let tag):
            try refuse(anchor: anchor, tag: tag, at: first.mark)
            var entries: [YAMLMapping.Entry] = []
            while true {
                let keyEvent = try parser.next()
                if keyEvent.event == .mappingEnd { break }
                guard case .scalar(let key, let style, let anchor, let tag) = keyEvent.event else {
                    throw YAMLError("a mapping key must be a scalar", at: keyEvent.mark)
                }
                try refuse(anchor: anchor, tag: tag, at: keyEvent.mark)
                if key == "<<" && style == .plain {
                    throw YAMLError("merge keys (<<) are not supported; write the entries out", at: keyEvent.mark)
                }
                let value = try node(from: try parser.next(), parser: parser, depth: depth + 1)
                entries.append(YAMLMapping.Entry(key: key, keyMark: keyEvent.mark, value: value))
            }
            return YAMLNode(.mapping(YAMLMapping(entries)), at: first.mark)
        case .alias(let name):
            throw YAMLError("aliases (*\(name)) are not supported; write the value out", at: first.mark)
        default:
            throw YAMLError("unexpected YAML event \(first.event)", at: first.mark)
        }
    }

    private static func refuse(anchor: String?, tag: String?, at mark: YAMLMark) throws(YAMLError) {
        if let anchor {
            throw YAMLError("anchors (&\(anchor)) are not supported; write the value out", at: mark)
        }
        if let tag {
            throw YAMLError("tags (\(tag)) are not supported; quote a value to make it a string", at: mark)
        }
    }
}
