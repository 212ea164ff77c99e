/// A string written as a YAML scalar that the loader reads back as that same string: plain
/// when it plainly is one under the loader's rules (manifests/SCHEMA.md), else double-quoted.
enum YAMLScalarText {
    static func string(_ value: String) -> String {
        isPlainString(value) ? value : quoted(value)
    }

    /// Letters, digits and `._/-`, starting with a letter, digit, `_` or `/` (so never like
    /// YAML syntax), that the core schema does not read as a null, boolean or number.
    static func isPlainString(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, plainStart.contains(first),
              value.unicodeScalars.allSatisfy(plainStart.union(".-").contains)
        else { return false }
        if case .string = YAMLCoreSchema.value(ofPlain: value) { return true }
        return false
    }

    static func quoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                text += "\\x" + (hex.count < 2 ? "0" : "") + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    private static let plainStart = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_/".unicodeScalars)
}

private extension Set where Element == Unicode.Scalar {
    func union(_ text: String) -> Set<Unicode.Scalar> { union(text.unicodeScalars) }
}
