import Foundation
import KinesiaSupport

/// Adds one fixture to a manifest by appending its text, so every byte already there —
/// comments, order, formatting — stays as it was. The result is loaded with the real loader
/// before the file is touched and again after; a manifest that does not load back with its
/// old fixtures unchanged and the new one last is restored to its old length.
public struct ManifestAppend: Sendable {
    public let path: String
    public let vocabulary: ManifestVocabulary
    /// The file as read, and as the loader read it (without errors: see `init`).
    public let original: [UInt8]
    public let manifest: Manifest

    /// Reads and loads the manifest; one with errors is refused, as an added fixture could
    /// not be told apart from them.
    public init(path: String, vocabulary: ManifestVocabulary = .engine) throws(ManifestAppendError) {
        self.path = path
        self.vocabulary = vocabulary
        if let problem = InputFile.problem(at: path) {
            throw ManifestAppendError(["\(path): cannot read the manifest: \(problem)"])
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ManifestAppendError(["\(path): cannot read the manifest"])
        }
        original = Array(data)
        let loaded: ManifestLoadResult
        do { loaded = try ManifestLoader(vocabulary: vocabulary).load(yaml: original, path: path) } catch {
            throw ManifestAppendError([error.description])
        }
        guard loaded.errors.isEmpty else {
            throw ManifestAppendError(loaded.errors.map(\.description) + ["\(path): fix the manifest's errors before adding a fixture to it"])
        }
        manifest = loaded.manifest
    }

    public var ids: Set<String> { Set(manifest.fixtures.map(\.id)) }

    /// `id` when no fixture has it, else the first of `id-2`, `id-3`, … that is free.
    public func freeID(near id: String) -> String {
        guard ids.contains(id) else { return id }
        return (2...).lazy.map { "\(id)-\($0)" }.first { !ids.contains($0) }!
    }

    /// The existing fixtures' list indentation, read off the first one's line (`  - id:`).
    public var listIndent: String {
        guard let first = manifest.fixtures.first else { return "  " }
        let lines = String(decoding: original, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(first.mark.line - 1) else { return "  " }
        let prefix = lines[first.mark.line - 1].prefix(max(0, first.mark.column - 1))
        let indent = prefix.prefix { $0 == " " }
        guard prefix.dropFirst(indent.count).first == "-", prefix.dropFirst(indent.count + 1).allSatisfy({ $0 == " " }) else { return "  " }
        return String(indent)
    }

    /// What is appended: a line break if the file lacks its last one, a blank line, the entry.
    public func appendix(_ entry: FixtureEntry) -> [UInt8] {
        let separator = original.isEmpty || original.last == UInt8(ascii: "\n") ? "\n" : "\n\n"
        return Array((separator + entry.yaml(listIndent: listIndent)).utf8)
    }

    /// The manifest as it would be with the entry appended, loaded from memory: its old
    /// fixtures unchanged and the new one last, with the manifest's defaults applied.
    public func check(_ entry: FixtureEntry) throws(ManifestAppendError) -> Fixture {
        try verify(original + appendix(entry), id: entry.id)
    }

    /// Appends the entry to the file, loads the file back, and restores the old length when
    /// it does not load as `check` promised.
    @discardableResult
    public func commit(_ entry: FixtureEntry) throws(ManifestAppendError) -> Fixture {
        let appendix = appendix(entry)
        _ = try verify(original + appendix, id: entry.id)
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
        let lineCount = original.count { $0 == UInt8(ascii: "\n") } + 1
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
public struct ManifestAppendError: Error, Sendable, Hashable, CustomStringConvertible {
    public var messages: [String]
    public init(_ messages: [String]) { self.messages = messages }
    public var description: String { messages.joined(separator: "\n") }
}
