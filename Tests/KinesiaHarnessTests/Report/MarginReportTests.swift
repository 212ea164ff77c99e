import Foundation
import KinesiaHarness
import KinesiaMotion
import KinesiaReports
import KinesiaResults
import Testing

@Test func theReportListsFixturesByTheirClosestMarginTheMostFragileFirst() async throws {
    let sandbox = try RunnerSandbox()
    let results = await sandbox.run([try marginFixtures(sandbox)])
    let url = URL(fileURLWithPath: sandbox.folder + "/results.json")
    try results.write(to: url)
    let read = try RunResults(contentsOf: url)
    let folder = URL(fileURLWithPath: sandbox.folder + "/report")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try AccuracyReport(results: read, painter: FocusFramePNG()).write(to: folder)

    // The order of the shares the pipeline measured, whatever the manifest's (steady, brisk, medium).
    let byShare = read.fixtures.sorted { $0.margins!.closest!.share < $1.margins!.closest!.share }
    #expect(byShare.map(\.id) == ["brisk", "medium", "steady"])

    let page = ParsedXHTML(try Data(contentsOf: folder.appendingPathComponent("index.html")))
    #expect(page.error == nil)
    let rows = page.table("margins").dropFirst()
    #expect(rows.map { $0[0] } == byShare.map(\.id))
    for (row, fixture) in zip(rows, byShare) {
        let closest = fixture.margins!.closest!
        #expect(row[2] == String(closest.rep))
        #expect(row[7] == String(format: "%.1f %%", closest.share * 100))
    }
    #expect(rows.first?[3] == "floor duration")

    let summary = try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8)
    let section = try #require(summary.components(separatedBy: "### Closest to a limit").last)
    let listed = byShare.map { fixture in section.range(of: "| `\(fixture.id)` |")?.lowerBound }
    #expect(listed.allSatisfy { $0 != nil })
    #expect(listed.compactMap { $0 } == listed.compactMap { $0 }.sorted())
}

@Test func compareListsAClosestMarginThatShrankAndNotOneThatBarelyMoved() async throws {
    let sandbox = try RunnerSandbox()
    let manifest = try marginFixtures(sandbox)
    let base = await sandbox.run([manifest])
    let before = try #require(base["medium"]?.margins?.closest)
    #expect(before.margin.limit == .floorDuration)

    // The floor's duration retuned halfway to the medium set's closest rep: every rep still
    // counts, and that rep's margin halves.
    let halfway = (before.margin.threshold + before.margin.measured) / 2
    let head = await sandbox.run([manifest]) { fixture, pipeline in
        if fixture.id == "medium" { pipeline.exercise.floor.duration = halfway }
    }
    let delta = ResultsDelta(base: base, head: head)
    #expect(delta.moved.map(\.id) == ["medium"])
    let moved = try #require(delta.moved.first)
    #expect(!moved.counted.changed && !moved.status.changed)
    let after = try #require(moved.closestMargin.head)
    #expect(moved.closestMargin.base == before)
    #expect(after.rep == before.rep && after.margin.margin == before.margin.measured - halfway)
    #expect(after.share < before.share)
    let line = String(format: "closest to a limit %.1f %% (rep %d, floor duration) → %.1f %% (rep %d, floor duration) of the threshold",
                      before.share * 100, before.rep, after.share * 100, after.rep)
    #expect(moved.changeLines == [line])
    #expect(delta.markdown().contains("| `medium` | passed | 3 of 3 | none | \(line) |"))

    // A retuning that moves the margin by less than a point of the threshold is not listed.
    let nudged = before.margin.threshold + before.margin.threshold * FixtureDelta.listedMarginChange / 2
    let barely = await sandbox.run([manifest]) { fixture, pipeline in
        if fixture.id == "medium" { pipeline.exercise.floor.duration = nudged }
    }
    #expect(ResultsDelta(base: base, head: barely).moved.isEmpty)
}
