import Foundation
import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import KinesiaReports
import KinesiaResults
import KinesiaSupport
import Testing

// Two small results files, written and read back as `kinesia report` and `kinesia compare` read
// them: fixtures a limit was set from or held out, real motion or rendered, one whose results
// predate the mark. The base's held-out fixtures count 2 of 4 exactly; in the head one more
// does, and a held-out real rep comes closer to the squat's 0.3 s minimum duration.

@Test func theReportShowsHeldOutAccuracyApartAndEachLimitsClosestRealRep() throws {
    let folder = try temporaryFolder()
    let results = try writtenAndRead(generalizationResults(head: false), to: folder.appendingPathComponent("results.json"))
    let report = folder.appendingPathComponent("report")
    try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
    try AccuracyReport(results: results, painter: FocusFramePNG()).write(to: report)

    let page = ParsedXHTML(try Data(contentsOf: report.appendingPathComponent("index.html")))
    #expect(page.error == nil)
    // Held out: held-exact and the render exact, held-short off by one, held-far by two.
    #expect(Array(page.table("held-out").dropFirst()) == [["held out", "4", "2 / 4", "3 / 4"], ["set a limit", "1", "1 / 1", "1 / 1"]])
    // The render's 0.31 s rep is closer, but no real person made it; the tuned clip's ranges tie
    // with the rest and it comes first, yet it set the minimum duration, not the range.
    let limits = Array(page.table("limit-margins").dropFirst())
    #expect(limits.first == ["squat", "minimum duration", "0.3 s", "held-exact", "2", "0.36 s", "0.06 s", "20.0 %", "9", "no"])
    #expect(limits.contains(["squat", "minimum range", "55°", "tuned", "1", "100°", "45°", "81.8 %", "9", "no"]))
    let marks = Dictionary(page.table("fixtures").dropFirst().map { ($0[0], $0.last!) }, uniquingKeysWith: { first, _ in first })
    #expect(marks == ["tuned": "set a limit: minimum duration", "held-exact": "held out", "held-short": "held out", "held-far": "held out", "rendered": "held out", "unmarked": "–"])

    let summary = try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(summary.contains("| held out | 4 | 2 / 4 | 3 / 4 |\n| set a limit | 1 | 1 / 1 | 1 / 1 |"))
    #expect(summary.contains("1 fixture's results do not say which limits it set"))
    #expect(summary.contains("| squat | minimum duration | 0.3 s | `held-exact` | 2 | 0.36 s | 0.06 s | 20.0 % | 9 | no |"))
}

@Test func compareShowsHeldOutAccuracyAndEachLimitsClosestRealRepBaseAgainstHead() throws {
    let folder = try temporaryFolder()
    let base = try writtenAndRead(generalizationResults(head: false), to: folder.appendingPathComponent("base.json"))
    let head = try writtenAndRead(generalizationResults(head: true), to: folder.appendingPathComponent("head.json"))
    let delta = ResultsDelta(base: base, head: head)

    let markdown = delta.markdown()
    #expect(markdown.contains("| held out | 2 / 4 exact, 3 / 4 off by at most one | **3 / 4 exact, 4 / 4 off by at most one** |"))
    #expect(markdown.contains("| set a limit | 1 / 1 exact, 1 / 1 off by at most one | 1 / 1 exact, 1 / 1 off by at most one |"))
    #expect(markdown.contains("| squat | minimum duration | +0.06 s of 0.3 s, 20.0 % (held-exact rep 2) | **+0.03 s of 0.3 s, 10.0 % (held-exact rep 2)** |"))
    #expect(markdown.contains("| squat | minimum range | +45° of 55°, 81.8 % (tuned rep 1) | +45° of 55°, 81.8 % (tuned rep 1) |"))

    let json = delta.json()
    let generalization = try #require(json["generalization"]?["head"])
    #expect(generalization["heldOut"] == ["exact": 3, "offByOne": 4, "total": 4])
    #expect(generalization["setLimit"] == ["exact": 1, "offByOne": 1, "total": 1])
    #expect(generalization["unknown"] == 1)
    let closest = try #require(generalization["limits"]?.arrayValue?.first)
    #expect(closest["exercise"] == "squat" && closest["limit"] == "minimumDuration" && closest["fixture"] == "held-exact" && closest["rep"] == 2)
    #expect(abs(try #require(closest["share"]?.doubleValue) - 0.1) < 1e-9)
    #expect(json["breakdowns"]?.arrayValue?.contains { $0["group"] == "limits=held out" } == true)
}

/// The fixtures above; squat reps of 100° range (the minimum is 55°), each counted rep's duration given.
private func generalizationResults(head: Bool) -> RunResults {
    func fixture(_ id: String, _ footage: Footage, setLimits: [RepMargin.Limit]?, durations: [Double]) -> FixtureResult {
        let squat = ExerciseLibrary.squat
        let margins = CountingMargins(reps: durations.enumerated().map { index, duration in
            CountingMargins.RepMargins(rep: index + 1, limits: [
                RepMargin(limit: .minimumRange, threshold: squat.minimumRange, measured: 100, decidesCount: false),
                RepMargin(limit: .minimumDuration, threshold: squat.minimumDuration, measured: duration, decidesCount: false),
                RepMargin(limit: .maximumDuration, threshold: squat.maximumDuration, measured: duration, decidesCount: true),
            ])
        })
        return FixtureResult(
            id: id, manifest: "m.yaml", line: 1, column: 1, order: 0, exercise: "squat", source: .recording, tags: [], footage: footage,
            status: durations.count == 3 ? .passed : .failed, reps: RepReport(expected: 3, counted: durations.count, alignedByTime: false, entries: []),
            margins: margins, setLimits: setLimits,
            runs: [RunRecord(run: 1, digest: "0", poses: 90, posesIgnored: 0, reps: durations.count, seconds: 0.1)])
    }
    let fixtures = [
        fixture("tuned", .filmed, setLimits: [.minimumDuration], durations: [0.45, 0.5, 0.6]),
        fixture("held-exact", .derivedFromFilmed, setLimits: [], durations: [0.5, head ? 0.33 : 0.36, 0.7]),
        fixture("held-short", .motionCapture, setLimits: [], durations: [0.4, 0.42]),
        fixture("held-far", .filmed, setLimits: [], durations: head ? [0.8, 0.9, 1.0] : [0.8]),
        fixture("rendered", .rendered, setLimits: [], durations: [0.31, 0.5, 0.5]),
        fixture("unmarked", .synthetic, setLimits: nil, durations: [0.5, 0.5, 0.5]),
    ]
    return RunResults(
        environment: RunEnvironment(commit: nil, operatingSystem: "test", cpu: "test", cores: 2, jobs: 1, estimatorThreads: 1),
        manifests: ["m.yaml"], shard: nil, errors: [], fixtures: fixtures.enumerated().map { var fixture = $1; fixture.order = $0; return fixture })
}

private func writtenAndRead(_ results: RunResults, to url: URL) throws -> RunResults {
    try results.write(to: url)
    let read = try RunResults(contentsOf: url)
    #expect(read == results)
    return read
}

private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-generalization-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
