import Foundation
import KinesiaManifest
import KinesiaSupport
import KinesiaYAML

/// Adds one fixture to a manifest by appending its text, so every byte already there —
/// comments, order, formatting — stays as it was. The result is loaded with the real loader
/// before the file is touched and again after; a manifest that does not load back with its
/// old fixtures unchanged and the new one last is restored to what it was.
///
/// A first fixture needs a little more: a manifest without `fixtures` gains the key, one with
/// `fixtures: []` loses the `[]`, and `starting(path:root:folder:)` writes a new manifest whose
/// one root is the clip's folder. Those are written whole, atomically, and restored the same way.
package struct ManifestAppend: Sendable {
    package let path: String
    package let vocabulary: ManifestVocabulary
    /// The file as read, and as the loader read it (without errors: see `init`); empty for a
    /// manifest this append starts.
    package let original: [UInt8]
    package let manifest: Manifest
    /// The text the entry is appended to: `original`, made ready for a first entry when it
    /// has none yet, or a new manifest's header.
    private let base: [UInt8]
    /// No file is there yet: `commit` creates it.
    package let starts: Bool

    /// Reads and loads the manifest; one with errors is refused, as an added fixture could
    /// not be told apart from them. One without fixtures yet is fine.
    package init(path: String, vocabulary: ManifestVocabulary = .engine) throws(ManifestAppendError) {
        if let problem = InputFile.problem(at: path) {
            let start = FileManager.default.fileExists(atPath: path) ? "" : " (--start NAME writes a new manifest whose root NAME is the added file's folder)"
            throw ManifestAppendError(["\(path): cannot read the manifest: \(problem)\(start)"])
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ManifestAppendError(["\(path): cannot read the manifest"])
        }
        let original = Array(data)
        let manifest = try Self.load(original, path: path, vocabulary: vocabulary)
        let base = manifest.fixtures.isEmpty ? try Self.readyForAFirstFixture(original, path: path) : original
        self.init(path: path, vocabulary: vocabulary, original: original, manifest: manifest, base: base, starts: false)
    }

    /// A manifest that does not exist yet, with one fixture root `root` at `folder` (written
    /// relative to the manifest's folder), that `commit` creates with the first entry.
    package static func starting(
        path: String, root: String, folder: String, vocabulary: ManifestVocabulary = .engine
    ) throws(ManifestAppendError) -> ManifestAppend {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw ManifestAppendError(["\(path): the manifest already exists; add to it without --start"])
        }
        guard root.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_-".contains($0)) }), !root.isEmpty else {
            throw ManifestAppendError(["--start expects a root name of letters, digits, `_` and `-` (got \(EchoedText.quoted(root)))"])
        }
        let manifestFolder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        let head = ManifestHead(
            comments: ["Fixtures for `kinesia run`, started by `kinesia fixture add` (the format: Kinesia's manifests/SCHEMA.md)."],
            roots: [ManifestHead.Root(name: root, path: relativePath(from: manifestFolder, to: folder))])
        let base = Array(head.yaml.utf8)
        let manifest = try load(base, path: path, vocabulary: vocabulary)
        return ManifestAppend(path: path, vocabulary: vocabulary, original: [], manifest: manifest, base: base, starts: true)
    }

    /// `folder` as seen from `base` (both made absolute): `../clips`, `.` for the same folder.
    static func relativePath(from base: String, to folder: String) -> String {
        let from = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        let shared = zip(from, to).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    private init(path: String, vocabulary: ManifestVocabulary, original: [UInt8], manifest: Manifest, base: [UInt8], starts: Bool) {
        self.path = path
        self.vocabulary = vocabulary
        self.original = original
        self.manifest = manifest
        self.base = base
        self.starts = starts
    }

    private static func load(_ text: [UInt8], path: String, vocabulary: ManifestVocabulary) throws(ManifestAppendError) -> Manifest {
        let loaded: ManifestLoadResult
        do { loaded = try ManifestLoader(vocabulary: vocabulary, requiresFixtures: false).load(yaml: text, path: path) } catch {
            throw ManifestAppendError([error.description])
        }
        guard loaded.errors.isEmpty else {
            throw ManifestAppendError(loaded.errors.map(\.description) + ["\(path): fix the manifest's errors before adding a fixture to it"])
        }
        return loaded.manifest
    }

    /// A manifest with no fixture yet, ready to take one at its end: `fixtures:` added when it
    /// is missing, and an empty flow list (`fixtures: []`) emptied to `fixtures:`.
    private static func readyForAFirstFixture(_ text: [UInt8], path: String) throws(ManifestAppendError) -> [UInt8] {
        guard case .mapping(let top)? = try? YAMLDocument.parse(text).content else { return text }
        guard let list = top.entries.first(where: { $0.key == "fixtures" })?.value else {
            return text + Array(((text.last.map { $0 == UInt8(ascii: "\n") } ?? true) ? "\nfixtures:\n" : "\n\nfixtures:\n").utf8)
        }
        guard case .sequence = list.content else { return text }
        // The `[` … `]` at the list's place, with nothing but blanks between: taken out.
        guard let open = TextPosition(line: list.mark.line, column: list.mark.column).offset(in: text),
              text[open] == UInt8(ascii: "[")
        else { return text }
        var close = open + 1
        while close < text.count, text[close] == UInt8(ascii: " ") || text[close] == UInt8(ascii: "\t") { close += 1 }
        guard close < text.count, text[close] == UInt8(ascii: "]") else {
            throw ManifestAppendError(["\(path):\(list.mark.line):\(list.mark.column): write the empty `fixtures` list as `fixtures: []` or `fixtures:` to add a first fixture to it"])
        }
        return Array(text[..<open]) + Array(text[(close + 1)...])
    }

    package var ids: Set<String> { Set(manifest.fixtures.map(\.id)) }

    /// `id` when no fixture has it, else the first of `id-2`, `id-3`, … that is free.
    package func freeID(near id: String) -> String {
        guard ids.contains(id) else { return id }
        return (2...).lazy.map { "\(id)-\($0)" }.first { !ids.contains($0) }!
    }

    /// The existing fixtures' list indentation, read off the first one's line (`  - id:`).
    package var listIndent: String {
        guard let first = manifest.fixtures.first else { return "  " }
        let lines = String(decoding: original, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(first.mark.line - 1) else { return "  " }
        let prefix = lines[first.mark.line - 1].prefix(max(0, first.mark.column - 1))
        let indent = prefix.prefix { $0 == " " }
        guard prefix.dropFirst(indent.count).first == "-", prefix.dropFirst(indent.count + 1).allSatisfy({ $0 == " " }) else { return "  " }
        return String(indent)
    }

    /// What follows `base`: a line break if it lacks its last one, a blank line, the entry.
    package func appendix(_ entry: Fixture) -> [UInt8] {
        let separator = base.isEmpty || base.last == UInt8(ascii: "\n") ? "\n" : "\n\n"
        return Array((separator + entry.yaml(listIndent: listIndent)).utf8)
    }

    /// The manifest as it would be with the entry appended, loaded from memory: its old
    /// fixtures unchanged and the new one last, with the manifest's defaults applied.
    package func check(_ entry: Fixture) throws(ManifestAppendError) -> Fixture {
        try verify(base + appendix(entry), id: entry.id)
    }

    /// Appends the entry to the file, loads the file back, and restores the old length when
    /// it does not load as `check` promised. A first fixture's manifest is written whole.
    @discardableResult
    package func commit(_ entry: Fixture) throws(ManifestAppendError) -> Fixture {
        let appendix = appendix(entry)
        _ = try verify(base + appendix, id: entry.id)
        guard !starts, base == original else { return try rewrite(base + appendix, id: entry.id) }
        let handle: FileHandle
        do { handle = try FileHandle(forUpdating: URL(fileURLWithPath: path)) } catch {
            throw ManifestAppendError(["\(path): cannot open the manifest to append to it: \(SystemErrorText.describe(error))"])
        }
        defer { try? handle.close() }
        do {
            // Appending to a file that changed since it was read would append to something unchecked.
            guard try handle.readToEnd() ?? Data() == Data(original) else {
                throw ManifestAppendError(["\(path): the manifest changed while the fixture was being added; nothing was appended"])
            }
            try handle.write(contentsOf: Data(appendix))
            try handle.synchronize()
        } catch let error as ManifestAppendError {
            throw error
        } catch {
            try? handle.truncate(atOffset: UInt64(original.count))
            throw ManifestAppendError(["\(path): cannot append to the manifest: \(SystemErrorText.describe(error)); it was restored"])
        }
        do {
            let reloaded = try ManifestLoader(vocabulary: vocabulary).load(path: path)
            return try verify(reloaded, id: entry.id)
        } catch let error as ManifestAppendError {
            try? handle.truncate(atOffset: UInt64(original.count))
            throw ManifestAppendError(error.messages + ["\(path): the manifest was restored to what it was"])
        } catch {
            try? handle.truncate(atOffset: UInt64(original.count))
            throw ManifestAppendError(["\(error)", "\(path): the manifest was restored to what it was"])
        }
    }

    /// Writes the whole manifest atomically (creating it when it `starts`), loads it back, and
    /// puts back what was there when it does not load as `check` promised.
    private func rewrite(_ text: [UInt8], id: String) throws(ManifestAppendError) -> Fixture {
        let url = URL(fileURLWithPath: path)
        let now = FileManager.default.contents(atPath: path).map(Array.init)
        guard starts ? now == nil : now == original else {
            throw ManifestAppendError(["\(path): the manifest changed while the fixture was being added; nothing was written"])
        }
        func restore() {
            if starts { try? FileManager.default.removeItem(at: url) } else { try? OutputFile.write(Data(original), to: url) }
        }
        if starts {
            do { try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true) } catch {
                throw ManifestAppendError(["\(path): cannot make the manifest's folder: \(SystemErrorText.describe(error))"])
            }
        }
        do { try OutputFile.write(Data(text), to: url) } catch {
            restore()
            throw ManifestAppendError(["\(path): cannot write the manifest: \(error.reason)"])
        }
        do {
            return try verify(try ManifestLoader(vocabulary: vocabulary).load(path: path), id: id)
        } catch let error as ManifestAppendError {
            restore()
            throw ManifestAppendError(error.messages + ["\(path): the manifest was restored to what it was"])
        } catch {
            restore()
            throw ManifestAppendError(["\(error)", "\(path): the manifest was restored to what it was"])
        }
    }

    private func verify(_ text: [UInt8], id: String) throws(ManifestAppendError) -> Fixture {
        do {
            return try verify(try ManifestLoader(vocabulary: vocabulary).load(yaml: text, path: path), id: id)
        } catch let error as ManifestAppendError {
            throw error
        } catch {
            throw ManifestAppendError(["\(error)"])
        }
    }

    /// The loaded manifest holds the old fixtures, unchanged, and then the new one.
    private func verify(_ loaded: ManifestLoadResult, id: String) throws(ManifestAppendError) -> Fixture {
        let lineCount = base.count { $0 == UInt8(ascii: "\n") } + 1
        guard loaded.errors.isEmpty else {
            throw ManifestAppendError(loaded.errors.map { error in
                guard let mark = error.mark, mark.line > lineCount else { return error.description }
                return "\(path): the new entry, at line \(mark.line) column \(mark.column): \(error.message)"
            })
        }
        let fixtures = loaded.manifest.fixtures
        guard fixtures.count == manifest.fixtures.count + 1, Array(fixtures.dropLast()) == manifest.fixtures,
              let added = fixtures.last, added.id == id
        else {
            throw ManifestAppendError([
                "\(path): appended at the end, the entry does not become the manifest's last fixture "
                    + "(is `fixtures:` a block list and the last key of the file?)",
            ])
        }
        return added
    }
}

/// Why a fixture was not added to a manifest: one message per problem, each naming the file.
package struct ManifestAppendError: Error, Sendable, Hashable, CustomStringConvertible {
    package var messages: [String]
    package init(_ messages: [String]) { self.messages = messages }
    package var description: String { messages.joined(separator: "\n") }
}
