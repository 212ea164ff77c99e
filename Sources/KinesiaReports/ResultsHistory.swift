import Foundation
import KinesiaMotion
import KinesiaResults
import KinesiaSupport

/// A folder of nightly results files, one per night, never rewritten: `0001.json`,
/// `0002.json`, … Each is written whole to a temporary name and moved into place under a
/// name nobody holds yet, so a reader never sees half a file and nothing is overwritten.
package struct ResultsHistory: Sendable {
    package var folder: URL

    package init(folder: URL) { self.folder = folder }

    /// The entries' names, oldest first.
    package func names() throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && Int($0.dropLast(5)) != nil }
            .sorted { Int($0.dropLast(5))! < Int($1.dropLast(5))! }
    }

    /// Every entry, oldest first; an unreadable one is an error naming it.
    package func load() throws -> [(name: String, results: RunResults)] {
        try names().map { name in (String(name.dropLast(5)), try RunResults(contentsOf: folder.appendingPathComponent(name))) }
    }

    /// Adds `results` as the newest entry and returns its name, unless the newest entry already
    /// holds exactly these results (the same night's report rendered again).
    @discardableResult
    package func append(_ results: RunResults) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = try JSONWriter(style: .pretty).text(for: results.json) + "\n"
        let existing = try names()
        if let newest = existing.last, let data = FileManager.default.contents(atPath: folder.appendingPathComponent(newest).path),
           data == Data(text.utf8) {
            return String(newest.dropLast(5))
        }
        let temporary = folder.appendingPathComponent(".incoming-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try Data(text.utf8).write(to: temporary)
        var number = (existing.last.flatMap { Int($0.dropLast(5)) } ?? 0) + 1
        while true {
            let name = String(format: "%04d", number)
            do {
                try FileManager.default.moveItem(at: temporary, to: folder.appendingPathComponent(name + ".json"))
                return name
            } catch where FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + ".json").path) {
                number += 1
            }
        }
    }
}
