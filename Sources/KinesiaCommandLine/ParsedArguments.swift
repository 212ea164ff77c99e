import KinesiaSupport

/// A command line checked against a command's declarations; read values back by declaration.
package struct ParsedArguments: Sendable {
    /// Raw words per declaration name, in command-line order, each already validated.
    let values: [String: [String]]
    let declared: Set<String>

    package subscript(flag: Flag) -> Bool { lookup(flag.spec) != nil }

    package subscript<Value, Result>(option: Option<Value, Result>) -> Result { option.extract(lookup(option.spec) ?? []) }

    package subscript<Value, Result>(positional: Positional<Value, Result>) -> Result {
        positional.extract(lookup(positional.spec) ?? [])
    }

    private func lookup(_ spec: ArgumentSpec) -> [String]? {
        precondition(
            declared.contains(spec.name),
            "\(spec.name) is read but not declared: make it a stored property of the command or of an ArgumentGroup it holds")
        return values[spec.name]
    }

    /// Checks `words` (what follows the verb) against `declarations`.
    package static func parse(_ words: [String], declarations: [any ArgumentDeclaration]) throws(UsageError) -> ParsedArguments {
        let specs = declarations.map(\.spec)
        var values: [String: [String]] = [:]
        var positionalWords: [String] = []
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !looksLikeOption(word) {
                positionalWords.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(word)
            guard let spec = specs.first(where: { $0.kind != .positional && ($0.name == name || $0.short.map { "-\($0)" } == name) })
            else { throw unknownOption(name, among: specs) }
            if spec.kind == .flag {
                guard inlineValue == nil else { throw UsageError("\(spec.name) takes no value") }
                values[spec.name] = []
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < words.count, !looksLikeOption(words[index]) {
                value = words[index]
                index += 1
            } else {
                throw UsageError("missing value for \(spec.name)")
            }
            guard spec.repeats || values[spec.name] == nil else { throw UsageError("\(spec.name) given twice") }
            try check(value, for: spec)
            values[spec.name, default: []].append(value)
        }
        try assign(positionalWords, to: specs.filter { $0.kind == .positional }, into: &values)
        if let missing = specs.first(where: { $0.kind == .option && $0.isRequired && values[$0.name] == nil }) {
            throw UsageError("missing \(missing.name) \(missing.valueName)")
        }
        return ParsedArguments(values: values, declared: Set(specs.map(\.name)))
    }

    private static func assign(_ words: [String], to specs: [ArgumentSpec], into values: inout [String: [String]]) throws(UsageError) {
        var remaining = words[...]
        for spec in specs {
            if spec.repeats {
                for word in remaining { try check(word, for: spec) }
                values[spec.name] = Array(remaining)
                remaining = []
            } else if let word = remaining.popFirst() {
                try check(word, for: spec)
                values[spec.name] = [word]
            } else if spec.isRequired {
                throw UsageError("missing \(spec.name)")
            }
        }
        if let extra = remaining.first { throw UsageError("unexpected argument \(EchoedText.quoted(extra))") }
    }

    private static func check(_ value: String, for spec: ArgumentSpec) throws(UsageError) {
        if let refusal = spec.refusal(value) { throw UsageError(refusal) }
    }

    /// Options start with a dash; a lone `-` (standard input) and negative numbers do not count.
    private static func looksLikeOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word != "-" && Double(word) == nil
    }

    /// `--side=left` → ("--side", "left"); `--side` → ("--side", nil).
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    private static func unknownOption(_ name: String, among specs: [ArgumentSpec]) -> UsageError {
        let names = specs.filter { $0.kind != .positional }.map(\.name) + ["--help"]
        let hint = NameSuggestion.closest(to: name, among: names).map { " (did you mean \($0)?)" } ?? ""
        return UsageError("unknown option \(EchoedText.shortened(name))\(hint)")
    }
}
