/// One declared argument with its value type erased: what the parser and the help text use.
package struct ArgumentSpec: Sendable {
    public enum Kind: Sendable { case flag, option, positional }

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
    let expectation: String
    let accepts: @Sendable (String) -> Bool
}

/// Anything a command lists in `arguments`.
package protocol ArgumentDeclaration: Sendable {
    var spec: ArgumentSpec { get }
}
