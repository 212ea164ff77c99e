import Foundation
import KinesiaMotion

// The command line's own argument parsing (no outside packages can be fetched): each verb
// declares its arguments as typed values, the parser checks a command line against them,
// and `--help` text is generated from the same declarations. Bad usage is one line and
// exit status 2.

// MARK: - Values

/// A type an option or positional argument can hold. Enums of strings get it for free:
/// `extension Side: ArgumentValue {}` accepts `left`, `right`, … and lists them in help.
public protocol ArgumentValue: Sendable {
    init?(argument: String)
    /// What a valid value is, for "--smoothing expects a number".
    static var expectation: String { get }
    /// The value's stand-in in help text when the declaration names none.
    static var placeholder: String { get }
}

extension String: ArgumentValue {
    public init?(argument: String) { self = argument }
    public static var expectation: String { "text" }
    public static var placeholder: String { "TEXT" }
}

extension Double: ArgumentValue {
    public init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }

    public static var expectation: String { "a number" }
    public static var placeholder: String { "NUMBER" }
}

extension Int: ArgumentValue {
    public init?(argument: String) { self.init(argument) }
    public static var expectation: String { "an integer" }
    public static var placeholder: String { "N" }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var expectation: String { "one of " + allCases.map(\.rawValue).joined(separator: ", ") }
    public static var placeholder: String { allCases.map(\.rawValue).joined(separator: "|") }
}

// MARK: - Declarations

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

/// `--json`: present or not.
public struct Flag: ArgumentDeclaration {
    public let spec: ArgumentSpec

    public init(_ name: String, short: Character? = nil, help: String) {
        spec = ArgumentSpec(
            kind: .flag, name: "--" + name, short: short, valueName: "", help: help, isRequired: false,
            repeats: false, defaultText: nil, expectation: "", accepts: { _ in true })
    }
}

/// `--side left`, `--side=left`, or `-s left`. `Result` is what a command reads back:
/// `Value?`, `Value` (with a default, or required) or `[Value]` (repeated).
public struct Option<Value: ArgumentValue, Result>: ArgumentDeclaration {
    public let spec: ArgumentSpec
    let extract: @Sendable ([String]) -> Result

    init(_ name: String, short: Character?, valueName: String?, help: String, required: Bool = false,
         repeats: Bool = false, defaultText: String? = nil, extract: @escaping @Sendable ([Value]) -> Result) {
        spec = ArgumentSpec(
            kind: .option, name: "--" + name, short: short, valueName: valueName ?? Value.placeholder, help: help,
            isRequired: required, repeats: repeats, defaultText: defaultText, expectation: Value.expectation,
            accepts: { Value(argument: $0) != nil })
        self.extract = { texts in extract(texts.compactMap(Value.init(argument:))) }
    }
}

extension Option {
    /// An option that may be left out: reads as nil then.
    public init(_ name: String, short: Character? = nil, as type: Value.Type, valueName: String? = nil, help: String)
    where Result == Value? {
        self.init(name, short: short, valueName: valueName, help: help) { $0.last }
    }

    /// An option with a default, shown in help.
    public init(_ name: String, short: Character? = nil, default value: Value, valueName: String? = nil, help: String)
    where Result == Value {
        self.init(name, short: short, valueName: valueName, help: help, defaultText: "\(value)") { $0.last ?? value }
    }

    /// An option the command line must give.
    public init(required name: String, short: Character? = nil, as type: Value.Type, valueName: String? = nil, help: String)
    where Result == Value {
        self.init(name, short: short, valueName: valueName, help: help, required: true) { values in
            guard let value = values.last else { preconditionFailure("--\(name) is required but was not parsed") }
            return value
        }
    }

    /// An option that may be given any number of times, in order.
    public init(repeated name: String, short: Character? = nil, as type: Value.Type, valueName: String? = nil, help: String)
    where Result == [Value] {
        self.init(name, short: short, valueName: valueName, help: help, repeats: true) { $0 }
    }
}

/// A word that is not an option, taken in declaration order: required ones first, then
/// optional ones, then at most one variadic one last.
public struct Positional<Value: ArgumentValue, Result>: ArgumentDeclaration {
    public let spec: ArgumentSpec
    let extract: @Sendable ([String]) -> Result

    init(_ name: String, help: String, required: Bool, repeats: Bool, extract: @escaping @Sendable ([Value]) -> Result) {
        spec = ArgumentSpec(
            kind: .positional, name: name, short: nil, valueName: name, help: help, isRequired: required,
            repeats: repeats, defaultText: nil, expectation: Value.expectation, accepts: { Value(argument: $0) != nil })
        self.extract = { texts in extract(texts.compactMap(Value.init(argument:))) }
    }
}

extension Positional {
    /// A positional argument the command line must give.
    public init(_ name: String, as type: Value.Type, help: String) where Result == Value {
        self.init(name, help: help, required: true, repeats: false) { values in
            guard let value = values.first else { preconditionFailure("\(name) is required but was not parsed") }
            return value
        }
    }

    public init(optional name: String, as type: Value.Type, help: String) where Result == Value? {
        self.init(name, help: help, required: false, repeats: false) { $0.first }
    }

    /// Zero or more; must be the last positional argument.
    public init(variadic name: String, as type: Value.Type, help: String) where Result == [Value] {
        self.init(name, help: help, required: false, repeats: true) { $0 }
    }
}

// MARK: - Parsing

/// A command line checked against a command's declarations; read values back by declaration.
public struct ParsedArguments: Sendable {
    /// Raw words per declaration name, in command-line order, each already validated.
    let values: [String: [String]]
    let declared: Set<String>

    public subscript(flag: Flag) -> Bool { lookup(flag.spec) != nil }

    public subscript<Value, Result>(option: Option<Value, Result>) -> Result { option.extract(lookup(option.spec) ?? []) }

    public subscript<Value, Result>(positional: Positional<Value, Result>) -> Result {
        positional.extract(lookup(positional.spec) ?? [])
    }

    private func lookup(_ spec: ArgumentSpec) -> [String]? {
        precondition(declared.contains(spec.name), "\(spec.name) is read but not declared by the command")
        return values[spec.name]
    }

    /// Checks `words` (what follows the verb) against `declarations`.
    public static func parse(_ words: [String], declarations: [any ArgumentDeclaration]) throws(UsageError) -> ParsedArguments {
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
        if let extra = remaining.first { throw UsageError("unexpected argument \"\(extra)\"") }
    }

    private static func check(_ value: String, for spec: ArgumentSpec) throws(UsageError) {
        guard spec.accepts(value) else { throw UsageError("\(spec.name) expects \(spec.expectation) (got \"\(value)\")") }
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
        return UsageError("unknown option \(name)\(hint)")
    }
}

/// Why a command line was refused: one line, printed after the command's name.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

// MARK: - Commands

/// A verb of the tool: declares its arguments, then runs with them parsed.
public protocol Command: Sendable {
    /// The verb, e.g. `count`.
    var name: String { get }
    /// One line for the tool's command list and the top of `--help`.
    var summary: String { get }
    /// More help text after the argument list; empty by default.
    var discussion: String { get }
    var arguments: [any ArgumentDeclaration] { get }
    /// Returns the exit status (`ExitStatus`). A thrown error is reported as bad input (2).
    func run(_ arguments: ParsedArguments) async throws -> Int32
}

extension Command {
    public var discussion: String { "" }

    /// `--help` text generated from the declarations.
    public func help(tool: String) -> String {
        let specs = arguments.map(\.spec)
        let usage = ([tool, name] + specs.filter { $0.kind == .positional }.map(Self.usageWord)
            + specs.filter { $0.kind != .positional }.map(Self.usageWord)).joined(separator: " ")
        var text = "Usage: \(usage)\n\n\(summary)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        let positionals = specs.filter { $0.kind == .positional }.map { ($0.name, Self.explanation($0)) }
        if !positionals.isEmpty { text += "\nArguments:\n" + table(positionals) }
        let options = specs.filter { $0.kind != .positional }.map { (Self.optionLabel($0), Self.explanation($0)) }
        text += "\nOptions:\n" + table(options + [("-h, --help", "show this help")])
        return text
    }

    private static func usageWord(_ spec: ArgumentSpec) -> String {
        switch (spec.kind, spec.isRequired, spec.repeats) {
        case (.positional, true, _): spec.name
        case (.positional, false, false): "[\(spec.name)]"
        case (.positional, false, true): "[\(spec.name)...]"
        case (.flag, _, _): "[\(spec.name)]"
        case (.option, true, _): "\(spec.name) \(spec.valueName)"
        case (.option, false, false): "[\(spec.name) \(spec.valueName)]"
        case (.option, false, true): "[\(spec.name) \(spec.valueName)]..."
        }
    }

    private static func optionLabel(_ spec: ArgumentSpec) -> String {
        let short = spec.short.map { "-\($0), " } ?? ""
        return short + spec.name + (spec.kind == .option ? " " + spec.valueName : "")
    }

    private static func explanation(_ spec: ArgumentSpec) -> String {
        var notes: [String] = []
        if spec.kind == .option, spec.isRequired { notes.append("required") }
        if spec.kind == .option, spec.repeats { notes.append("repeatable") }
        if let defaultText = spec.defaultText { notes.append("default: \(defaultText)") }
        return notes.isEmpty ? spec.help : "\(spec.help) (\(notes.joined(separator: "; ")))"
    }
}

/// Two aligned columns, as help text lists commands and options.
func table(_ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { "  " + $0.0.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.1 + "\n" }.joined()
}

/// The exit statuses every verb uses.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// The command ran and found a failure (e.g. a fixture did not pass).
    public static let failure: Int32 = 1
    /// Bad usage, bad input or bad configuration.
    public static let badInput: Int32 = 2
}

/// The tool: its verbs, and the dispatch from a command line to one of them.
public struct CommandLineTool: Sendable {
    public let name: String
    public let summary: String
    public let commands: [any Command]

    public init(name: String, summary: String, commands: [any Command]) {
        self.name = name
        self.summary = summary
        self.commands = commands
    }

    /// What a command line asks for, decided without running anything.
    public enum Resolution: Sendable {
        case run(any Command, ParsedArguments)
        /// Help text for standard output; exit status 0.
        case help(String)
        /// One line for standard error; exit status 2.
        case usageError(String)
    }

    /// Resolves `words` (the command line without the program name).
    public func resolve(_ words: [String]) -> Resolution {
        guard let verb = words.first else { return .usageError("\(name): missing command (see \(name) --help)") }
        if verb == "--help" || verb == "-h" { return .help(help) }
        if verb == "help", words.count == 2, let command = command(named: words[1]) { return .help(command.help(tool: name)) }
        guard let command = command(named: verb) else {
            let hint = NameSuggestion.closest(to: verb, among: commands.map(\.name)).map { "did you mean \($0)?" }
            return .usageError("\(name): unknown command \"\(verb)\" (\(hint ?? "see \(name) --help"))")
        }
        let rest = Array(words.dropFirst())
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            return .help(command.help(tool: name))
        }
        do {
            return .run(command, try ParsedArguments.parse(rest, declarations: command.arguments))
        } catch {
            return .usageError("\(name) \(command.name): \(error)")
        }
    }

    /// Runs the command line and returns the exit status; help and usage errors are printed here.
    public func main(_ words: [String] = Array(CommandLine.arguments.dropFirst())) async -> Int32 {
        switch resolve(words) {
        case .help(let text):
            print(text, terminator: "")
            return ExitStatus.success
        case .usageError(let line):
            printError(line)
            return ExitStatus.badInput
        case .run(let command, let arguments):
            do {
                return try await command.run(arguments)
            } catch {
                printError("\(name) \(command.name): \(error)")
                return ExitStatus.badInput
            }
        }
    }

    /// The tool's own `--help`: its verbs and their summaries.
    public var help: String {
        var text = "Usage: \(name) COMMAND [ARGUMENTS] [OPTIONS]\n\n\(summary)\n\nCommands:\n"
        text += commands.isEmpty ? "  (none yet)\n" : table(commands.map { ($0.name, $0.summary) })
        return text + "\nRun \"\(name) COMMAND --help\" for a command's arguments.\n"
    }

    private func command(named verb: String) -> (any Command)? { commands.first { $0.name == verb } }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
