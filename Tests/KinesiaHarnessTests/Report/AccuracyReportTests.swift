import Foundation
import FoundationXML
import KinesiaHarness
import KinesiaMotion
import KinesiaReports
import KinesiaResults
import KinesiaSupport
import Testing

private func scratch(_ sandbox: RunnerSandbox, _ name: String) -> URL {
    URL(fileURLWithPath: sandbox.folder).appendingPathComponent(name)
}

@Test func theReportIsWellFormedXHTMLAndItsTablesHoldTheResultsNumbers() async throws {
    let sandbox = try RunnerSandbox()
    let manifest = try reportFixtures(sandbox)
    let results = await sandbox.run([manifest], adjust: raisedMinimumRange)
    // Through results.json, as `kinesia report` reads it.
    try results.write(to: scratch(sandbox, "results.json"))
    let read = try RunResults(contentsOf: scratch(sandbox, "results.json"))
    let folder = scratch(sandbox, "report")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try AccuracyReport(results: read, painter: FocusFramePNG()).write(to: folder)

    let page = ParsedXHTML(try Data(contentsOf: folder.appendingPathComponent("index.html")))
    #expect(page.error == nil, "\(page.error ?? "")")
    #expect(page.elements.filter { $0.name == "svg" }.count >= 4, "the overview, and an angle chart per fixture")
    #expect(page.elements.contains { $0.name == "polyline" })

    let summary = page.table("summary")
    #expect(summary.count == 2)
    #expect(summary.last == FixtureStatus.allCases.map { String(read.count($0)) } + [String(read.fixtures.count)])

    // One row per fixture: id, status, counted, labelled, as in results.json.
    let rows = page.table("fixtures").dropFirst()
    #expect(rows.map { $0[0] } == read.fixtures.map(\.id))
    for (row, fixture) in zip(rows, read.fixtures) {
        #expect(row[1] == fixture.status.rawValue)
        #expect(row[2] == String(fixture.reps!.counted) && row[3] == String(fixture.reps!.expected))
    }
    let fading = try #require(read["fading-side"])
    #expect(fading.status == .failed && fading.reps?.counted == 4)

    // The headline exact rate is the share of fixtures counted exactly (two of three).
    let metrics = page.table("metrics")
    let exact = try #require(metrics.first { $0.first == AccuracyMetric.repExactRate.title })
    #expect(exact[1] == "66.7 %")
    #expect(exact[3] == "3")

    // A missed rep is drawn: a red band titled with its labelled time.
    let missed = fading.reps!.entries.first { $0.match == .missed }!
    #expect(page.elements.contains { $0.name == "rect" && $0.text.contains("missed rep labelled at \(String(format: "%.1f", missed.labelledTime!))") })
    // The focus frame of a recording: a PNG beside the page, keypoints on a blank frame.
    let image = try #require(page.elements.first { $0.name == "img" }?.attributes["src"])
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(image).path))
}

@Test func theSameResultsRenderByteIdenticalReports() async throws {
    let sandbox = try RunnerSandbox()
    let results = await sandbox.run([try reportFixtures(sandbox)], adjust: raisedMinimumRange)
    var renderings: [[String: Data]] = []
    for name in ["first", "second"] {
        let folder = scratch(sandbox, name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try AccuracyReport(results: results, painter: FocusFramePNG()).write(to: folder)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        renderings.append(Dictionary(uniqueKeysWithValues: files.compactMap { file in
            FileManager.default.contents(atPath: folder.appendingPathComponent(file).path).map { (file, $0) }
        }))
    }
    #expect(renderings[0].keys.sorted() == renderings[1].keys.sorted())
    #expect(renderings[0].keys.contains("index.html") && renderings[0].keys.contains("summary.md"))
    #expect(renderings[0].keys.contains { $0.hasSuffix(".png") })
    for (file, data) in renderings[0] { #expect(renderings[1][file] == data, "\(file) differs") }
}

@Test func aCountOffByOneIsFlaggedInTheTrendAndInCompareWithTheStageThatChanged() async throws {
    let sandbox = try RunnerSandbox()
    let manifest = try reportFixtures(sandbox)
    let night1 = await sandbox.run([manifest])
    let night2 = await sandbox.run([manifest], adjust: raisedMinimumRange)
    #expect(night1["fading-side"]?.reps?.counted == 5 && night2["fading-side"]?.reps?.counted == 4)

    // compare: the fixture moved, by one rep, first in the events stage (poses and angles agree).
    let delta = ResultsDelta(base: night1, head: night2)
    #expect(delta.moved.map(\.id) == ["fading-side"])
    let moved = try #require(delta.moved.first)
    #expect(moved.counted == .init(base: 5, head: 4))
    #expect(moved.firstChangedStage == .events)
    #expect(DeltaThreshold.count.trips(delta) == ["fading-side: counted 5 → 4"])
    #expect(DeltaThreshold.verdict.trips(delta).count == 1)
    #expect(delta.markdown().contains("| `fading-side` | passed → **failed** | 5 → **4** of 5 | events |"))
    // A recording has no decoded-frame stage, on either side.
    #expect(night2["fading-side"]?.runs.first?.stages?.frames == nil)

    // The trend: two nights in a history folder, the second flagged, with the stage.
    let history = ResultsHistory(folder: scratch(sandbox, "history"))
    #expect(try history.append(night1) == "0001")
    #expect(try history.append(night1) == "0001", "the same results twice are kept once")
    #expect(try history.append(night2) == "0002")
    let trend = Trend(try history.load())
    #expect(trend.nights.map(\.name) == ["0001", "0002"])
    #expect(trend.flags.contains { $0.metric == .repExactRate && $0.regression })
    #expect(trend.movedFixtures.map(\.id) == ["fading-side"])
    #expect(trend.hasRegression)
    let folder = scratch(sandbox, "report")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try AccuracyReport(results: night2, trend: trend, painter: FocusFramePNG()).write(to: folder)
    let page = ParsedXHTML(try Data(contentsOf: folder.appendingPathComponent("index.html")))
    #expect(page.error == nil)
    let flags = page.elements.filter { $0.name == "li" && $0.ancestors.contains { page.elements[$0].attributes["id"] == "trend-flags" } }.map(\.text)
    #expect(flags.contains { $0.hasPrefix("rep count exact") && $0.hasSuffix("regression") })
    #expect(flags.contains("fading-side: passed → failed, counted 5 → 4 of 5; first stage that differs: events"))

    // Unchanged results flag nothing.
    #expect(Trend([("1", night1), ("2", night1)]).flags.isEmpty)
    #expect(!Trend([("1", night1), ("2", night1)]).hasRegression)
}

@Test func versionOneResultsStillReadWithoutTheNewMembers() throws {
    let text = """
        {"format": "kinesia.results", "version": 1,
         "environment": {"commit": null, "os": "Linux", "cpu": "x", "cores": 2, "jobs": 2, "estimatorThreads": 1},
         "manifests": ["m.yaml"], "shard": null, "summary": {}, "errors": [],
         "fixtures": [{"id": "a", "manifest": "m.yaml", "line": 3, "column": 5, "order": 0, "exercise": "squat",
           "source": "recording", "tags": [], "status": "passed", "failures": [], "quarantine": null,
           "reps": {"expected": 1, "counted": 1, "alignedByTime": false, "entries": [{"match": "matched", "labelledTime": null,
             "countedTime": 1.5, "labelledPeak": null, "countedPeak": 90, "labelledVerdicts": null, "countedVerdicts": "none"}]},
           "unfinished": null, "keypoints": null, "nondeterminism": null,
           "runs": [{"run": 1, "digest": "ab", "poses": 10, "posesIgnored": 0, "reps": 1, "seconds": 0.1}], "seconds": 0.2}]}
        """
    let results = try JSONFile.decodeContent(of: Data(text.utf8), file: "v1.json", decode: RunResults.init(json:))
    let fixture = try #require(results.fixtures.first)
    #expect(fixture.reps?.counted == 1)
    #expect(fixture.camera == nil && fixture.trace == nil && fixture.runs.first?.stages == nil)
    // Compared with itself, nothing moved, and the stages are said to be unknown.
    let delta = ResultsDelta(base: results, head: results)
    #expect(delta.moved.isEmpty && delta.fixtures.first?.stagesKnown == false)
}
