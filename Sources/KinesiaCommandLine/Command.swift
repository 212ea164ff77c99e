/// A verb of the tool: declares its arguments as stored properties (`Option`, `Flag`,
/// `Positional`, or an `ArgumentGroup` of them), then runs with them parsed.
package protocol Command: Sendable {
    /// The verb, e.g. `count`.
    var name: String { get }
    /// One line for the tool's command list and the top of `--help`.
    var summary: String { get }
    /// More help text after the argument list; empty by default.
    var discussion: String { get }
    /// Returns the exit status (`ExitStatus`). A thrown error is reported as bad input (2).
    func run(_ arguments: ParsedArguments) async throws -> Int32
}

extension Command {
    package var discussion: String { "" }

    /// Every declaration among the command's stored properties, in order: what the parser and
    /// help use. Not a requirement, so no command can replace it with a list that forgets one.
    package var arguments: [any ArgumentDeclaration] { DeclaredArguments.of(self) }

    /// `--help` text generated from the declarations.
    package func help(tool: String) -> String {
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
        if let range = spec.rangeText { notes.append(range) }
        if let defaultText = spec.defaultText { notes.append("default: \(defaultText)") }
        return notes.isEmpty ? spec.help : "\(spec.help) (\(notes.joined(separator: "; ")))"
    }
}

/// Two aligned columns, as help text lists commands and options.
func table(_ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { "  " + $0.0.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.1 + "\n" }.joined()
}
