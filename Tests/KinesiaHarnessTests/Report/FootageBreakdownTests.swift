import Foundation
import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import KinesiaReports
import KinesiaResults
import Testing

/// Accuracy on real people is read apart from accuracy on the project's renders: the footage kind
/// travels from the manifest through results.json into the report and `compare`.
@Test func everyMetricIsBrokenDownByWhereTheFootageComesFrom() async throws {
    let sandbox = try RunnerSandbox()
    let steady = fiveSquats()
    try sandbox.record("steady", steady.poses())
    try sandbox.record("fading", fiveSquats(peaks: [110, 110, 110, 110, 95]).poses())
    let labels = "{reps: 5, times: \(yamlList(steady.peakTimes))}"
    let manifest = try sandbox.manifest([
        try sandbox.fixture("person", recording: "steady", labels: labels, extra: "footage: filmed"),
        try sandbox.fixture("render", recording: "fading", labels: labels, extra: "footage: rendered"),
        try sandbox.fixture("phone-copy", recording: "steady", labels: labels, extra: "footage: derivedFromFilmed"),
        try sandbox.fixture("unsaid", recording: "steady", labels: labels),
    ])
    // `--tags footage=…` selects by it, `unstated` included; a kind outside the set is refused.
    let rendered = sandbox.plan([manifest], selection: FixtureSelection(tags: [try TagFilter("footage=rendered")]))
    #expect(rendered.fixtures.map(\.fixture.id) == ["render"])
    let unsaid = sandbox.plan([manifest], selection: FixtureSelection(tags: [try TagFilter("footage=unstated")]))
    #expect(unsaid.fixtures.map(\.fixture.id) == ["unsaid"])
    #expect(throws: SelectionError.self) { try TagFilter("footage=real") }

    let before = await sandbox.run([manifest])
    let after = await sandbox.run([manifest], adjust: { fixture, pipeline in
        if fixture.id == "render" { pipeline.exercise.raiseFloorRange(to: 100) }
    })
    let path = URL(fileURLWithPath: sandbox.folder).appendingPathComponent("results.json")
    try after.write(to: path)
    let read = try RunResults(contentsOf: path)
    #expect(read.fixtures.map(\.footage) == [.filmed, .rendered, .derivedFromFilmed, nil])

    // One group per kind, filmed first and unstated last; together they are every fixture.
    let groups = Breakdown.byFootage(Breakdown.all(read))
    #expect(groups.map(\.footageTitle) == ["filmed", "derived from filmed", "rendered", "unstated"])
    #expect(groups.map(\.fixtures) == [["person"], ["phone-copy"], ["render"], ["unsaid"]])
    #expect(groups.flatMap(\.fixtures).sorted() == read.fixtures.map(\.id).sorted())
    #expect(groups.map { $0[.repExactRate]?.value } == [1, 1, 0, 1])

    // The report's own table, and summary.md.
    let folder = URL(fileURLWithPath: sandbox.folder).appendingPathComponent("report")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try AccuracyReport(results: read, painter: FocusFramePNG()).write(to: folder)
    let page = ParsedXHTML(try Data(contentsOf: folder.appendingPathComponent("index.html")))
    #expect(page.error == nil)
    let table = page.table("footage")
    // footage, n, passed, then every metric with its interval (the exact rate first).
    #expect(table.dropFirst().map { Array($0.prefix(4)) } == [
        ["filmed", "1", "1", "100.0 %[100.0 %, 100.0 %]"], ["derived from filmed", "1", "1", "100.0 %[100.0 %, 100.0 %]"],
        ["rendered", "1", "0", "0.0 %[0.0 %, 0.0 %]"], ["unstated", "1", "1", "100.0 %[100.0 %, 100.0 %]"],
    ])
    #expect(table.first?.count == 3 + AccuracyMetric.allCases.count)
    let summary = try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(summary.contains("| rendered | 1 | 0 | 0.0 % |"))

    // compare shows every footage group, moved or not, beside `all`.
    let markdown = ResultsDelta(base: before, head: read).markdown()
    #expect(markdown.contains("| footage=rendered | rep count exact | 100.0 % (n 1) | 0.0 % (n 1) | −100.0 pp |"))
    #expect(markdown.contains("| footage=filmed | rep count exact | 100.0 % (n 1) | 100.0 % (n 1) | ±0.0 pp |"))
}

@Test func aFootageKindOutsideTheClosedSetIsAnErrorAtItsPlace() throws {
    let sandbox = try RunnerSandbox()
    try sandbox.record("steady", fiveSquats().poses())
    let manifest = try sandbox.manifest([try sandbox.fixture("typo", recording: "steady", side: "left", labels: "{reps: 5}", extra: "footage: real")])
    let result = try ManifestLoader(vocabulary: ManifestSandbox.vocabulary).load(path: manifest)
    #expect(result.errors.map(\.description) == [
        "\(manifest):12:14: unknown footage `real` in `fixtures[0].footage` (expected one of: filmed, derivedFromFilmed, rendered, motionCapture, synthetic)",
    ])
}
