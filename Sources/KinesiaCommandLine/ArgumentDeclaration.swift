/// One declared argument with its value type erased: what the parser and the help text use.
public struct ArgumentSpec: Sendable {
    public enum Kind: Sendable { case flag, option, positional }

    public let kind: Kind
    /// `--name` for flags and options; the placeholder (`REC.json`) for positionals.
    public let name: String
    public let short: Character?
    public let valueName: String
    public let help: String
    public let isRequired: Bool
    public let repeats: Bool
    public let defaultText: String?
    let expectation: String
    let accepts: @Sendable (String) -> Bool
}

/// Anything a command lists in `arguments`.
public protocol ArgumentDeclaration: Sendable {
    var spec: ArgumentSpec { get }
}
