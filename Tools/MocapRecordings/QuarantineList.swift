import Foundation
import KinesiaManifest

/// The recordings today's engine miscounts, kept by hand in `Tools/mocap-quarantines.txt`
/// (`ID #ISSUE REASON`, one a line, `#` comments): measured with `kinesia run`, never by this
/// tool, so a change to the engine never changes what the tool writes.
struct QuarantineList {
    var entries: [String: Quarantine] = [:]

    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        for (index, line) in text.split(whereSeparator: \.isNewline).enumerated() {
            let line = line.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard fields.count == 3, fields[1].hasPrefix("#") else {
                throw MocapListError(description: "\(url.path):\(index + 1): not `ID #ISSUE REASON`")
            }
            entries[fields[0]] = Quarantine(reason: fields[2], issue: fields[1])
        }
    }

    subscript(id: String) -> Quarantine? { entries[id] }

    /// Fails on a listed recording the tool no longer writes: its line is stale.
    func check(written ids: Set<String>) throws {
        let stale = Set(entries.keys).subtracting(ids).sorted()
        guard stale.isEmpty else { throw MocapListError(description: "quarantined but not written: \(stale.joined(separator: ", "))") }
    }

    struct MocapListError: Error, CustomStringConvertible {
        var description: String
    }
}
