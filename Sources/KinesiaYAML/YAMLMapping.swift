/// A mapping's entries in written order. Keys are always scalars (the reader refuses others).
///
/// Repeated keys are kept rather than rejected while reading, so that a caller can report one
/// broken part of a document and still use the rest; `duplicateKeyErrors` names them.
package struct YAMLMapping: Sendable, Hashable {
    package struct Entry: Sendable, Hashable {
        package var key: String
        package var keyMark: YAMLMark
        package var value: YAMLNode

        package init(key: String, keyMark: YAMLMark, value: YAMLNode) {
            self.key = key
            self.keyMark = keyMark
            self.value = value
        }
    }

    package var entries: [Entry]

    package init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// One error per repeated key, at the repeat, naming where the key first appeared.
    package var duplicateKeyErrors: [YAMLError] {
        var first: [String: YAMLMark] = [:]
        var errors: [YAMLError] = []
        for entry in entries {
            if let earlier = first[entry.key] {
                errors.append(YAMLError("duplicate key `\(entry.key)` (first at \(earlier))", at: entry.keyMark))
            } else {
                first[entry.key] = entry.keyMark
            }
        }
        return errors
    }

    /// The first entry with this key.
    package subscript(key: String) -> Entry? {
        entries.first { $0.key == key }
    }
}
