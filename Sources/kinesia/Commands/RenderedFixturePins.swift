import Foundation

/// The rendered fixtures' pins (Tools/rendered-fixtures.pins): each fixture's name and the
/// digest of its decoded frames (`DecodedFrameDigest`), one a line, after a comment line.
struct RenderedFixturePins {
    var digests: [(name: String, digest: String)]

    static let heading = "# Rendered fixture pins: name, digest of the decoded frames (DecodedFrameDigest; `scripts/render-fixtures --record` writes them)."

    /// The pins in `file`; none when it does not exist yet.
    static func read(_ file: URL) throws -> RenderedFixturePins {
        guard FileManager.default.fileExists(atPath: file.path) else { return RenderedFixturePins(digests: []) }
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        return RenderedFixturePins(digests: lines.map { line in
            let words = line.split(separator: " ")
            return (String(words[0]), words.count > 1 ? String(words[1]) : "")
        })
    }

    func digest(of name: String) -> String? { digests.first { $0.name == name }?.digest }

    var text: String { ([Self.heading] + digests.map { "\($0.name) \($0.digest)" }).joined(separator: "\n") + "\n" }
}
