import Foundation
import Testing

/// `scripts/make-corpus` writes manifests/ci.yaml and manifests/nightly.yaml, ending each with
/// the fixture lists kept by hand under Tools/, copied verbatim. An edit made in a manifest
/// instead of its list is silently undone the next time the corpus is made; this catches it,
/// naming the first line where the two part.
@Test(arguments: [
    ("ci.yaml", ["real-fixtures.yaml", "rendered-fixtures.yaml", "mocap-fixtures.yaml"]),
    ("nightly.yaml", ["nightly-fixtures.yaml", "rendered-nightly-fixtures.yaml", "mocap-nightly-fixtures.yaml"]),
])
func aGeneratedManifestEndsWithItsHandKeptListsVerbatim(manifest: String, lists: [String]) throws {
    let manifestLines = try String(contentsOf: CIManifest.repository.appendingPathComponent("manifests/\(manifest)"), encoding: .utf8)
        .components(separatedBy: "\n")
    // make-corpus joins the lists with a newline, so the tail's lines are theirs in turn.
    var expected: [(list: String, line: Int, text: String)] = []
    for list in lists {
        let text = try String(contentsOf: CIManifest.repository.appendingPathComponent("Tools/\(list)"), encoding: .utf8)
        expected += text.components(separatedBy: "\n").enumerated().map { (list, $0.offset + 1, $0.element) }
    }
    try #require(manifestLines.count >= expected.count, "manifests/\(manifest) is shorter than Tools/\(lists.joined(separator: ", Tools/"))")
    let start = manifestLines.count - expected.count
    let parted = expected.indices.first { manifestLines[start + $0] != expected[$0].text }
    #expect(parted == nil, """
        manifests/\(manifest):\(start + (parted ?? 0) + 1) differs from Tools/\(expected[parted ?? 0].list):\(expected[parted ?? 0].line) \
        (edit the list under Tools/, then run scripts/make-corpus)
        """)
}
