import Foundation
import KinesiaSupport

// The command line's own argument parsing (no outside packages can be fetched): each verb
// declares its arguments as typed values, the parser checks a command line against them,
// and `--help` text is generated from the same declarations. Bad usage is one line and
// exit status 2.

/// The tool: its verbs, and the dispatch from a command line to one of them.
package struct CommandLineTool: Sendable {
    package let name: String
    package let summary: String
    package let commands: [any Command]

    package init(name: String, summary: String, commands: [any Command]) {
        self.name = name
        self.summary = summary
        self.commands = commands
    }

    /// What a command line asks for, decided without running anything.
    package enum Resolution: Sendable {
        case run(any Command, ParsedArguments)
        /// Help text for standard output; exit status 0.
        case help(String)
        /// One line for standard error; exit status 2.
        case usageError(String)
    }

    /// Resolves `words` (the command line without the program name).
    package func resolve(_ words: [String]) -> Resolution {
        guard let verb = words.first else { return .usageError("\(name): missing command (see \(name) --help)") }
        if verb == "--help" || verb == "-h" { return .help(help) }
        if verb == "help", words.count == 2, let command = command(named: words[1]) { return .help(command.help(tool: name)) }
        guard let command = command(named: verb) else {
            let hint = NameSuggestion.closest(to: verb, among: commands.map(\.name)).map { "did you mean \($0)?" }
            return .usageError("\(name): unknown command \(EchoedText.quoted(verb)) (\(hint ?? "see \(name) --help"))")
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
    package func main(_ words: [String] = Array(CommandLine.arguments.dropFirst())) async -> Int32 {
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
                printError("\(name) \(command.name): \(SystemErrorText.describe(error))")
                return ExitStatus.badInput
            }
        }
    }

    /// The tool's own `--help`: its verbs and their summaries.
    package var help: String {
        var text = "Usage: \(name) COMMAND [ARGUMENTS] [OPTIONS]\n\n\(summary)\n\nCommands:\n"
        text += commands.isEmpty ? "  (none yet)\n" : table(commands.map { ($0.name, $0.summary) })
        return text + "\nRun \"\(name) COMMAND --help\" for a command's arguments.\n"
    }

    private func command(named verb: String) -> (any Command)? { commands.first { $0.name == verb } }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
