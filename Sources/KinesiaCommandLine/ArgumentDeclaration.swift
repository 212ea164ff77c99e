import KinesiaSupport

/// One declared argument with its value type erased: what the parser and the help text use.
package struct ArgumentSpec: Sendable {
    package enum Kind: Sendable { case flag, option, positional }

    package let kind: Kind
    /// `--name` for flags and options; the placeholder (`REC.json`) for positionals.
    package let name: String
    package let short: Character?
    package let valueName: String
    package let help: String
    package let isRequired: Bool
    package let repeats: Bool
    package let defaultText: String?
    /// The values a numeric option accepts ("1…64"), for help.
    package let rangeText: String?
    /// The line the parser prints for a value this argument refuses; nil for one it takes.
    let refusal: @Sendable (String) -> String?

    /// A value of `Value` within `inRange`, else a line naming the argument and what it expects.
    static func refusal<Value: ArgumentValue>(
        name: String, of type: Value.Type, rangePhrase: String? = nil, inRange: @escaping @Sendable (Value) -> Bool = { _ in true }
    ) -> @Sendable (String) -> String? {
        { text in
            if let value = Value(argument: text) {
                if inRange(value) { return nil }
            } else if let reason = Value.refusal(of: text) {
                return "\(name) \(EchoedText.shortened(text)): \(reason)"
            }
            return "\(name) expects \(Value.expectation)\(rangePhrase.map { " \($0)" } ?? "") (got \(EchoedText.quoted(text)))"
        }
    }
}

/// Anything a command declares: a stored property of the command (or of an `ArgumentGroup`
/// it holds) of one of these types is one of its arguments.
package protocol ArgumentDeclaration: Sendable {
    var spec: ArgumentSpec { get }
}
