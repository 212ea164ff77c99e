import Foundation
import KinesiaSupport

// Writes the digest of the code that produces poses, for the pose cache's key (run by the
// PoseCodeDigestPlugin at build time, never by hand):
//
//   kinesia-pose-code-digest --root PACKAGE --output FILE.swift
//       (--whole MODULE FILE… | --named MODULE FILE…)…
//
// A `--whole` module (frames, poses and the C headers they are built on) counts every file. A
// `--named` module (what those import: the pose value types, JSON, digests) counts a file only
// when code already counted names what the file declares or extends, followed to a fixed point.
// So the engine (RepEngine, ExerciseLibrary, smoothing) is outside the digest and a change
// there keeps the cached poses, while any file a pose could have passed through is inside it.

struct SourceFile {
    var module: String
    var path: String
    var text: String

    /// Identifiers the file uses, comments aside: what it could reach by name.
    var names: Set<Substring> {
        var names = Set<Substring>()
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            var start: Substring.Index?
            for index in code.indices {
                let character = code[index]
                if character == "_" || character.isLetter || (start != nil && character.isNumber) {
                    if start == nil { start = index }
                } else if let begun = start {
                    names.insert(code[begun..<index])
                    start = nil
                }
            }
            if let begun = start { names.insert(code[begun...]) }
        }
        return names
    }

    /// What the file declares or extends at the top level (types, extensions, free functions
    /// and globals): the names by which other code reaches it.
    var declarations: Set<Substring> {
        let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias", "extension", "func", "let", "var"]
        let modifiers: Set<Substring> = [
            "public", "package", "internal", "private", "fileprivate", "final", "indirect", "nonisolated", "static", "open",
        ]
        var declared = Set<Substring>()
        for line in text.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
            var words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "(" || $0 == "{" })[...]
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words = words.dropFirst() }
            guard let keyword = words.first, keywords.contains(keyword), let name = words.dropFirst().first else { continue }
            declared.insert(name.split(separator: ".").first ?? name)
        }
        return declared
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("kinesia-pose-code-digest: \(message)\n".utf8))
    exit(2)
}

var root: String?
var output: String?
var whole: [SourceFile] = []
var named: [SourceFile] = []
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--root": root = arguments.popFirst()
    case "--output": output = arguments.popFirst()
    case "--whole", "--named":
        guard let module = arguments.popFirst() else { fail("\(argument) needs a module name") }
        while let path = arguments.first, !path.hasPrefix("--") {
            arguments.removeFirst()
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
            let file = SourceFile(module: module, path: path, text: text)
            if argument == "--whole" { whole.append(file) } else { named.append(file) }
        }
    default: fail("unexpected argument \(argument)")
    }
}
guard let root, let output else { fail("--root and --output are required") }

var counted = whole
var reachable = whole.reduce(into: Set<Substring>()) { $0.formUnion($1.names) }
var remaining = named
var grew = true
while grew {
    grew = false
    for (index, file) in remaining.enumerated().reversed() where !file.declarations.isDisjoint(with: reachable) {
        counted.append(file)
        reachable.formUnion(file.names)
        remaining.remove(at: index)
        grew = true
    }
}

let prefix = root.hasSuffix("/") ? root : root + "/"
func relative(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
let entries = counted.map { (path: relative($0.path), text: $0.text) }.sorted { $0.path < $1.path }
let digest = SHA256()
for entry in entries {
    digest.update(Array(entry.path.utf8) + [0])
    digest.update(SHA256.hex(of: Array(entry.text.utf8)).utf8)
    digest.update([10])
}
let source = """
    // Generated at build time by the PoseCodeDigestPlugin (Sources/kinesia-pose-code-digest); do not edit.

    /// The digest of the code that produces poses: every file of the frame and pose modules, and
    /// the files of the modules they import that they reach by name. Part of every pose cache key.
    package enum PoseCodeDigest {
        package static let sha256 = "\(Hex.string(digest.finalize()))"
        package static let files: [String] = [
    \(entries.map { "        \"\($0.path)\"," }.joined(separator: "\n"))
        ]
    }

    """
// Rewritten only when it changes, so an unchanged digest recompiles nothing.
if (try? String(contentsOfFile: output, encoding: .utf8)) != source {
    do { try source.write(toFile: output, atomically: true, encoding: .utf8) } catch { fail("cannot write \(output): \(error)") }
}
