import KinesiaSupport

/// A string written as a YAML scalar that the loader reads back as that same string: plain
/// when it plainly is one under the loader's rules (manifests/SCHEMA.md), else double-quoted.
enum YAMLScalarText {
    static func string(_ value: String) -> String {
        isPlainString(value) ? value : quoted(value)
    }

    /// Letters, digits and `._/-`, starting with a letter, digit, `_`, `/` or `.` (so never
    /// like YAML syntax; relative paths such as `../corpus` stay plain), that the core schema
    /// does not read as a null, boolean or number (`.5`, `.inf`).
    static func isPlainString(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, plainStart.contains(first),
              value.unicodeScalars.allSatisfy(plainStart.union("-").contains)
        else { return false }
        if case .string = YAMLCoreSchema.value(ofPlain: value) { return true }
        return false
    }

    /// A JSON string literal is a YAML double-quoted scalar with the same escapes, except
    /// that YAML does not allow DEL unescaped.
    static func quoted(_ value: String) -> String {
        JSONWriter.quoted(value).replacingOccurrences(of: "\u{7F}", with: "\\u007F")
    }

    private static let plainStart = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_/.".unicodeScalars)
}

private extension Set where Element == Unicode.Scalar {
    func union(_ text: String) -> Set<Unicode.Scalar> { union(text.unicodeScalars) }
}
