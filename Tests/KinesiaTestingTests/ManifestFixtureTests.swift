import Foundation
import KinesiaResults
import KinesiaTesting
import Testing

/// A manifest's fixtures as an app's test cases: each runs through the shipping pipeline and
/// fails with the runner's words at the fixture's line in the manifest.
struct ManifestFixtureTests {
    /// The package's own corpus, whatever the working directory.
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../corpus").standardizedFileURL.path

    /// A manifest in a scratch folder: twelve squats side-on from the floor, labelled `reps`.
    private static func manifest(reps: Int, times: [Double]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("squats.yaml").path
        let text = """
            version: 1

            fixtureRoots:
              corpus: \(corpus)

            fixtures:
              - id: squat-side-floor-labelled-\(reps)
                source:
                  recording: recordings/squat-side-floor-12.json
                  root: corpus
                  sha256: a4cdca2ea694a5f20c4559cacfc258348a789381046844808c9bfb4bea3ee10e
                exercise: squat
                side: visible
                labels:
                  reps: \(reps)
                  times: [\(times.map { String($0) }.joined(separator: ", "))]

            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private static let twelve = [1.3, 2.7, 4.1, 5.5, 6.9, 8.3, 9.7, 11.1, 12.5, 13.9, 15.3, 16.7]

    @Test func aFixtureWithItsTrueLabelPassesAndNamesItsPlace() async throws {
        let path = try Self.manifest(reps: 12, times: Self.twelve)
        let fixtures = ManifestFixture.all(in: path)
        #expect(fixtures.map(\.id) == ["squat-side-floor-labelled-12"])
        let fixture = try #require(fixtures.first)
        #expect(fixture.manifest == path && fixture.line == 7 && fixture.column == 5)
        let result = await fixture.check()
        #expect(result.status == .passed, "\(result.failures)")
        #expect(ManifestFixture.failures(of: result).isEmpty)
    }

    /// A wrong label fails the case with the missed rep named, as an issue at the fixture's line.
    @Test func aWrongLabelIsAnIssueAtTheFixturesLineNamingTheMissedRep() async throws {
        let path = try Self.manifest(reps: 13, times: Self.twelve + [18.1])
        let fixture = try #require(ManifestFixture.all(in: path).first)
        var result: FixtureResult?
        await withKnownIssue {
            result = await fixture.check()
        } matching: { issue in
            issue.sourceLocation?.line == 7 && issue.sourceLocation?.filePath == path
                && issue.comments.contains { $0.rawValue.contains("missed rep at 18.1 s (counted 12 of 13)") }
        }
        #expect(result?.status == .failed)
        #expect(ManifestFixture.failures(of: try #require(result)).first?.hasPrefix("\(path):7:5: squat-side-floor-labelled-13: ") == true)
    }

    /// A manifest that cannot be read is one failing case with the error, not an empty suite.
    @Test func aBrokenManifestIsOneFailingCase() async throws {
        let path = try Self.manifest(reps: 12, times: Self.twelve)
        try "version: 1\nfixtures:\n  - id: [\n".write(toFile: path, atomically: true, encoding: .utf8)
        let fixtures = ManifestFixture.all(in: path)
        #expect(fixtures.count == 1)
        let fixture = try #require(fixtures.first)
        #expect(fixture.id == "squats.yaml" && fixture.manifest == path)
        let result = await fixture.run()
        #expect(result.status == .error)
        #expect(result.failures.map { "\($0)" } == ["\(path):4:1: did not find expected node content (while parsing a flow node at 4:1)"])
    }
}
