import KinesiaSupport
import KinesiaYAML

/// A YAML node at a named place in a manifest (`labels.times[2]`), read into Swift values
/// with errors that say where and what was expected.
struct ManifestField {
    let node: YAMLNode
    /// The dotted path that names this field in messages.
    let path: String
    let file: String

    /// How messages name this field: "`labels.times[2]`", or "the manifest" for the top.
    var name: String { path.isEmpty ? "the manifest" : "`\(path)`" }

    func error(_ message: String) -> ManifestError {
        ManifestError(file: file, mark: node.mark, message: message)
    }

    /// `key:` with nothing after it, `null` or `~`.
    var isNull: Bool {
        guard case .scalar(let scalar) = node.content, case .null = scalar.value else { return false }
        return true
    }

    func string() throws(ManifestError) -> String {
        let value = try scalar(expected: "a string")
        guard case .string(let text) = value else {
            throw error("\(name) must be a string, found \(value); quote it to make it one")
        }
        return text
    }

    func nonEmptyString() throws(ManifestError) -> String {
        let text = try string()
        guard !text.isEmpty else { throw error("\(name) must not be empty") }
        return text
    }

    func int() throws(ManifestError) -> Int {
        let value = try scalar(expected: "an integer")
        guard case .int(let number) = value else { throw error("\(name) must be an integer, found \(value)") }
        return number
    }

    func int(in range: ValueRange<Int>) throws(ManifestError) -> Int {
        let number = try int()
        guard range.contains(number) else { throw error("\(name) must be an integer \(range.phrase), found \(number)") }
        return number
    }

    /// A finite number; integers are numbers too.
    func number() throws(ManifestError) -> Double {
        let value = try scalar(expected: "a number")
        switch value {
        case .int(let number): return Double(number)
        case .float(let number) where number.isFinite: return number
        default: throw error("\(name) must be a finite number, found \(value)")
        }
    }

    func number(in range: ValueRange<Double>) throws(ManifestError) -> Double {
        let number = try number()
        guard range.contains(number) else { throw error("\(name) must be a number \(range.phrase), found \(number)") }
        return number
    }

    /// A path that stays inside the folder it is relative to: no leading `/`, no `..`, no `//`.
    /// `inside` names that folder in the message.
    func relativePath(inside folder: String) throws(ManifestError) -> String {
        let path = try nonEmptyString()
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !components.contains(".."), !components.contains("") else {
            throw error("\(name) must be a relative path inside \(folder) (no leading /, no .., no //), found \(EchoedText.quoted(path))")
        }
        return path
    }

    func bool() throws(ManifestError) -> Bool {
        let value = try scalar(expected: "a boolean")
        guard case .bool(let flag) = value else { throw error("\(name) must be true or false, found \(value)") }
        return flag
    }

    /// One of a closed set of names, with a "did you mean" hint.
    func oneOf(_ names: [String], kind: String) throws(ManifestError) -> String {
        let text = try string()
        guard names.contains(text) else {
            throw error("unknown \(kind) `\(EchoedText.shortened(text))` in \(name)" + NearestName.hint(for: text, among: names))
        }
        return text
    }

    func choice<Choice: CaseIterable & RawRepresentable<String>>(_ type: Choice.Type, kind: String) throws(ManifestError) -> Choice {
        let text = try oneOf(Choice.allCases.map(\.rawValue), kind: kind)
        return Choice(rawValue: text)!
    }

    func list() throws(ManifestError) -> [ManifestField] {
        guard case .sequence(let items) = node.content else {
            throw error("\(name) must be a list, found \(shape)")
        }
        return items.enumerated().map { ManifestField(node: $1, path: "\(path)[\($0)]", file: file) }
    }

    /// A mapping whose duplicate and unknown keys are recorded in the log (the first of a
    /// repeated key is used), so reading goes on and every mistake is reported. Nil `knownKeys`
    /// accepts any key, for mappings whose keys are names the author chooses.
    func mapping(knownKeys: [String]?, log: ManifestErrorLog) throws(ManifestError) -> ManifestMapping {
        guard case .mapping(let mapping) = node.content else {
            throw error("\(name) must be a mapping, found \(shape)")
        }
        for duplicate in mapping.duplicateKeyErrors {
            log.record(ManifestError(file: file, mark: duplicate.mark, message: duplicate.message + " in \(name)"))
        }
        for entry in mapping.entries {
            guard let knownKeys, !knownKeys.contains(entry.key) else { continue }
            log.record(ManifestError(
                file: file, mark: entry.keyMark,
                message: "unknown key `\(EchoedText.shortened(entry.key))` in \(name)" + NearestName.hint(for: entry.key, among: knownKeys)))
        }
        return ManifestMapping(field: self, mapping: mapping)
    }

    /// What the node is, for "found …" in messages.
    var shape: String {
        switch node.content {
        case .scalar(let scalar): scalar.value.description
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    private func scalar(expected: String) throws(ManifestError) -> YAMLValue {
        guard case .scalar(let scalar) = node.content else {
            throw error("\(name) must be \(expected), found \(shape)")
        }
        if case .ambiguous(let word) = scalar.value {
            throw error(
                "\(name): `\(word)` is ambiguous (a boolean in YAML 1.1, a string in YAML 1.2); "
                    + "write true or false, or quote it for a string")
        }
        return scalar.value
    }
}
