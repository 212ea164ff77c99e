import Foundation
import KinesiaCommandLine
import KinesiaHarness
import KinesiaReports
import KinesiaResults

/// `kinesia report`: the nightly accuracy report from results files.
struct ReportCommand: Command {
    let name = "report"
    let summary = "Render the accuracy report (index.html, summary.md, images) from results.json files."
    var discussion: String {
        """
        Several results files (shards) are merged first. A "Closest to a limit" table lists every fixture's smallest \
        margin to a limit its count depends on, the most fragile count first. With --history DIR the results are kept there as the newest \
        night (append-only; the same results twice are kept once) and every metric is shown against the previous nights, \
        flagging moves beyond the previous night's 95 % interval. With --mutation MATRIX.json (kinesia mutate --json) \
        the report shows the mutants by check. Exit status 0, or 1 with --fail-on-regression when a \
        metric or a fixture's count moved for the worse; 2 on bad input.
        """
    }

    let inputs = Positional(variadic: "RESULTS.json", as: String.self, help: "results files written by kinesia run --json")
    let output = Option(required: "output", short: "o", as: String.self, valueName: "DIR", help: "the report's folder (created)")
    let history = Option("history", as: String.self, valueName: "DIR", help: "the folder of nightly results to append to and trend against")
    let failOnRegression = Flag("fail-on-regression", help: "exit 1 when the trend flags a regression")
    let mutation = Option("mutation", as: String.self, valueName: "MATRIX.json", help: "show the mutation matrix kinesia mutate --json wrote")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        guard !arguments[inputs].isEmpty else { throw UsageError("missing RESULTS.json") }
        var parts: [RunResults] = []
        for path in arguments[inputs] { parts.append(try RunResults(contentsOf: URL(fileURLWithPath: path))) }
        let results = parts.count == 1 ? parts[0] : try RunResults.merging(parts)
        var trend: Trend?
        if let folder = arguments[history] {
            let history = ResultsHistory(folder: URL(fileURLWithPath: folder))
            let name = try history.append(results)
            trend = Trend(try history.load().filter { Int($0.name)! <= Int(name)! })
        }
        let folder = URL(fileURLWithPath: arguments[output])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let summary = try arguments[mutation].map { path in try MutationSummary(contentsOf: URL(fileURLWithPath: path)) }
        let report = AccuracyReport(results: results, trend: trend, mutation: summary, painter: FocusFramePNG())
        try report.write(to: folder)
        print("report: \(folder.appendingPathComponent("index.html").path)")
        guard let trend else { return ExitStatus.success }
        for flag in trend.flags {
            print("\(flag.regression ? "regression" : "moved"): \(flag.metric.title) left the previous night's interval")
        }
        for fixture in trend.movedFixtures {
            print("moved: \(fixture.id) counted \(fixture.counted.base.map(String.init) ?? "–") → \(fixture.counted.head.map(String.init) ?? "–") (first stage that differs: \(fixture.firstChangedStage?.rawValue ?? "none"))")
        }
        return arguments[failOnRegression] && trend.hasRegression ? ExitStatus.failure : ExitStatus.success
    }
}
