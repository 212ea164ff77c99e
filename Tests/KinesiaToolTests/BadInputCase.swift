import Foundation

/// One case of the bad-input suite (Tests/BadInputs/cases.txt, FATE-style): what to set up,
/// the command line, and what must come out. The format is described at the top of the file.
struct BadInputCase: Sendable, CustomStringConvertible {
    enum Setup: Sendable {
        case fifo(String)
        /// A character device like /dev/null, in the case's own folder: an output case must
        /// never aim at the real /dev/null (a regression would replace it for the machine).
        case device(String)
        case link(String, target: String)
        case folder(String)
        case copy(String, to: String)
        case write(String, content: String)
    }

    enum Check: Sendable {
        case exit(Int32)
        case stderr(String)
        case stdout(String)
        /// Every line of both streams at most this long.
        case maximumLineLength(Int)
        case fileContains(String, String)
        case fileMissing(String)
        case stillALink(String)
    }

    var name: String
    var line: Int
    var setup: [Setup] = []
    var environment: [String: String] = [:]
    var arguments: [String] = []
    /// Send this signal once standard output holds the text.
    var signal: (number: Int32, after: String)?
    var checks: [Check] = []

    var description: String { name }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("BadInputs")
    static let repository = folder.deletingLastPathComponent().deletingLastPathComponent()

    /// Every case of cases.txt, in file order.
    static let all: [BadInputCase] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("cases.txt"), encoding: .utf8)) ?? ""
        do { return try parse(text) } catch { preconditionFailure("Tests/BadInputs/cases.txt: \(error)") }
    }()

    struct FormatError: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    static func parse(_ text: String) throws -> [BadInputCase] {
        var cases: [BadInputCase] = []
        let lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let number = index + 1
            index += 1
            if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if line.hasPrefix("== ") {
                cases.append(BadInputCase(name: String(line.dropFirst(3)), line: number))
                continue
            }
            guard !cases.isEmpty else { throw FormatError(line: number, message: "a directive before the first `== name`") }
            guard let colon = line.firstIndex(of: ":") else { throw FormatError(line: number, message: "expected `key: value`") }
            let key = String(line[..<colon])
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            // Words only where a directive takes words; message texts are taken as written.
            let takesWords = ["run", "fifo", "device", "link", "folder", "copy", "write", "islink"].contains(key)
            let words = takesWords ? try split(value, line: number) : value.split(separator: " ", maxSplits: 2).map(String.init)
            func word(_ i: Int) throws -> String {
                guard i < words.count else { throw FormatError(line: number, message: "\(key) needs more words") }
                return words[i]
            }
            switch key {
            case "run": cases[cases.count - 1].arguments = words
            case "exit":
                guard let status = Int32(value) else { throw FormatError(line: number, message: "exit needs a number") }
                cases[cases.count - 1].checks.append(.exit(status))
            case "stderr": cases[cases.count - 1].checks.append(.stderr(value))
            case "stdout": cases[cases.count - 1].checks.append(.stdout(value))
            case "maxline":
                guard let length = Int(value) else { throw FormatError(line: number, message: "maxline needs a number") }
                cases[cases.count - 1].checks.append(.maximumLineLength(length))
            case "fifo": cases[cases.count - 1].setup.append(.fifo(try word(0)))
            case "device": cases[cases.count - 1].setup.append(.device(try word(0)))
            case "link": cases[cases.count - 1].setup.append(.link(try word(0), target: try word(1)))
            case "folder": cases[cases.count - 1].setup.append(.folder(try word(0)))
            case "copy": cases[cases.count - 1].setup.append(.copy(try word(0), to: try word(1)))
            case "env":
                guard let equals = value.firstIndex(of: "=") else { throw FormatError(line: number, message: "env needs NAME=VALUE") }
                cases[cases.count - 1].environment[String(value[..<equals])] = String(value[value.index(after: equals)...])
            case "write":
                // The file's content: the indented lines that follow, less four spaces.
                var content: [String] = []
                while index < lines.count, lines[index].hasPrefix("    ") {
                    content.append(String(lines[index].dropFirst(4)))
                    index += 1
                }
                cases[cases.count - 1].setup.append(.write(try word(0), content: content.joined(separator: "\n") + "\n"))
            case "file":
                if words.count == 2, words[1] == "missing" {
                    cases[cases.count - 1].checks.append(.fileMissing(words[0]))
                } else {
                    guard words.count >= 3, words[1] == "contains" else { throw FormatError(line: number, message: "file NAME contains TEXT | file NAME missing") }
                    cases[cases.count - 1].checks.append(.fileContains(words[0], words[2]))
                }
            case "islink": cases[cases.count - 1].checks.append(.stillALink(try word(0)))
            case "signal":
                guard words.count >= 3, words[1] == "after", let number = ["INT": SIGINT, "TERM": SIGTERM][words[0]] else {
                    throw FormatError(line: number, message: "signal INT|TERM after TEXT")
                }
                cases[cases.count - 1].signal = (number, words[2])
            default:
                throw FormatError(line: number, message: "unknown directive `\(key)`")
            }
        }
        for badCase in cases where badCase.arguments.isEmpty || !badCase.checks.contains(where: { if case .exit = $0 { true } else { false } }) {
            throw FormatError(line: badCase.line, message: "case \(badCase.name) needs `run:` and `exit:`")
        }
        return cases
    }

    /// Words separated by spaces; "…" or '…' keep spaces.
    private static func split(_ text: String, line: Int) throws -> [String] {
        // Scalar by scalar: a space before a combining mark is still a space.
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var quote: Unicode.Scalar?
        var inWord = false
        for character in text.unicodeScalars {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(String(current)) }
                current = String.UnicodeScalarView()
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if quote != nil { throw FormatError(line: line, message: "unclosed quote") }
        if inWord { words.append(String(current)) }
        return words
    }
}
