import Foundation
import FoundationXML
import KinesiaManifest
import KinesiaMotion
import KinesiaReports
import KinesiaResults
import KinesiaTestSupport
import Testing

/// Twelve fixtures with varied outcomes, so shards and outputs have something to show.
private func twelveFixtures(_ sandbox: RunnerSandbox) throws -> String {
    let session = fiveSquats()
    try sandbox.record("squats", session.poses())
    try sandbox.record("shallow", fiveSquats(peaks: [110, 20, 110, 20, 110]).poses())
    let times = yamlList(session.peakTimes)
    return try sandbox.manifest((0..<12).map { index in
        let recording = index % 3 == 1 ? "shallow" : "squats"
        let extra = index == 5 ? "quarantine: {reason: \"counts 3, <not> 5 & more\", issue: \"#9\"}" : ""
        return try sandbox.fixture("squat-\(index)", recording: recording, labels: "{reps: 5, times: \(times)}", extra: extra)
    })
}

@Test func twoShardsCoverEveryFixtureOnceAndMergeIntoTheUnshardedResults() async throws {
    let sandbox = try RunnerSandbox()
    let manifest = try twelveFixtures(sandbox)
    let whole = await sandbox.run([manifest])
    let first = await sandbox.run([manifest], selection: FixtureSelection(shard: try Shard(parsing: "1/2")))
    let second = await sandbox.run([manifest], selection: FixtureSelection(shard: try Shard(parsing: "2/2")))
    let ids = first.fixtures.map(\.id) + second.fixtures.map(\.id)
    #expect(ids.sorted() == whole.fixtures.map(\.id).sorted())
    #expect(Set(ids).count == ids.count)
    #expect(!first.fixtures.isEmpty && !second.fixtures.isEmpty)

    // Through results.json and back, as `kinesia merge` reads them.
    func roundTrip(_ results: RunResults) throws -> RunResults {
        let url = URL(fileURLWithPath: sandbox.folder + "/\(UUID().uuidString).json")
        try results.write(to: url)
        return try RunResults(contentsOf: url)
    }
    #expect(try roundTrip(whole) == whole)
    let merged = try RunResults.merging([try roundTrip(second), try roundTrip(first)])
    #expect(merged.withoutTimings == whole.withoutTimings)
    // Every counted rep's margins among them: each squat of every fixture counted, each with its five limits.
    #expect(merged.fixtures.map { $0.margins?.reps.count } == whole.fixtures.map { $0.reps?.counted })
    #expect(merged.fixtures.allSatisfy { $0.margins?.reps.allSatisfy { $0.limits.map(\.limit) == RepMargin.Limit.allCases } == true })
    #expect(throws: MergeError.self) { try RunResults.merging([first]) }
    #expect(throws: MergeError.self) { try RunResults.merging([first, first]) }
}

@Test func shardAssignmentDependsOnTheIDAloneAndReadsBazelsVariables() throws {
    let shard = try #require(try Shard(bazelEnvironment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "0"]))
    #expect(shard == (try Shard(parsing: "1/3")))
    let ids = (0..<300).map { "fixture-\($0)" }
    let shards = try (0..<3).map { try Shard(index: $0, count: 3) }
    // Each id in exactly one shard, the shards roughly even, and a shuffled list changes nothing.
    #expect(ids.allSatisfy { id in shards.filter { $0.contains(fixtureID: id) }.count == 1 })
    #expect(shards.allSatisfy { shard in (70...130).contains(ids.filter(shard.contains).count) })
    #expect(ids.shuffled().filter(shards[1].contains).sorted() == ids.filter(shards[1].contains).sorted())
    #expect(throws: ShardError.self) { try Shard(parsing: "3/2") }
    #expect(throws: ShardError.self) { try Shard(bazelEnvironment: ["TEST_TOTAL_SHARDS": "two", "TEST_SHARD_INDEX": "0"]) }
}

@Test func filtersAndTagsSelectFixturesAndRefuseMisspellings() async throws {
    let sandbox = try RunnerSandbox()
    let manifest = try twelveFixtures(sandbox)
    let plan = sandbox.plan([manifest], selection: FixtureSelection(patterns: [IDPattern("squat-1?"), IDPattern("*-3")]))
    #expect(plan.fixtures.map(\.fixture.id) == ["squat-3", "squat-10", "squat-11"])
    #expect(throws: SelectionError.self) { try TagFilter("angel=side") }
    #expect(throws: SelectionError.self) { try TagFilter("angle=sideways") }
    let untagged = sandbox.plan([manifest], selection: FixtureSelection(tags: [try TagFilter("regression")]))
    #expect(untagged.errors.map(\.description) == ["--tags regression: no fixture carries this tag"])
    let bySource = sandbox.plan([manifest], selection: FixtureSelection(tags: [try TagFilter("source=recording")]))
    #expect(bySource.fixtures.count == 12)
}

@Test func junitXMLIsValidAndCarriesEveryFailure() async throws {
    let sandbox = try RunnerSandbox()
    let manifest = try twelveFixtures(sandbox)
    let results = await sandbox.run([manifest])
    let document = try XMLDocument(xmlString: JUnitReport.xml(results), options: [])
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    let cases = try root.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == results.fixtures.map(\.id))
    let failures = try root.nodes(forXPath: "//testcase/failure").compactMap { $0 as? XMLElement }
    #expect(failures.count == 4)
    #expect(failures.first?.attribute(forName: "message")?.stringValue == "missed reps at 4.6 s and 10.2 s (counted 3 of 5)")
    let skipped = try root.nodes(forXPath: "//testcase/skipped").compactMap { $0 as? XMLElement }
    #expect(skipped.map { $0.attribute(forName: "message")?.stringValue } == ["quarantined: counts 3, <not> 5 & more (#9)"])
    #expect(root.attribute(forName: "failures")?.stringValue == "4")
}

@Test func githubAnnotationsPointAtTheFixturesManifestLine() async throws {
    let sandbox = try RunnerSandbox()
    let manifest = try twelveFixtures(sandbox)
    let results = await sandbox.run([manifest], selection: FixtureSelection(patterns: [IDPattern("squat-1"), IDPattern("squat-5")]))
    // Six header lines, five lines per fixture: squat-1 starts on line 12.
    let escapedPath = manifest.replacingOccurrences(of: ":", with: "%3A")
    #expect(GitHubAnnotations.lines(results) == [
        "::error file=\(escapedPath),line=12,col=5,title=squat-1::squat-1: missed reps at 4.6 s and 10.2 s (counted 3 of 5)",
    ])
    let markdown = MarkdownSummary.text(results)
    #expect(markdown.contains("| `squat-1` | failed | missed reps at 4.6 s and 10.2 s (counted 3 of 5) |"))
    #expect(markdown.contains("| 0 | 1 | 1 | 0 | 0 |"))
}
