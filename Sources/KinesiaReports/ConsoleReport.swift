import KinesiaResults
import KinesiaSupport

/// The console rendering of results: a line per finished fixture (plain, or one progress
/// line rewritten in place on a terminal), then every problem, every fragile count and a
/// summary.
package struct ConsoleReport: Sendable {
    /// On a terminal the progress line is rewritten in place; elsewhere (CI logs) each
    /// fixture gets a plain line.
    package var interactive: Bool

    package init(interactive: Bool) { self.interactive = interactive }

    /// What to print when a fixture finishes (`done` of `total`), without a final newline
    /// on a terminal.
    package func progress(_ result: FixtureResult, done: Int, total: Int) -> String {
        let line = "[\(done)/\(total)] \(Self.label(result.status)) \(result.id) (\(NumberText.seconds(result.seconds)))"
        return interactive ? "\r\u{1B}[2K" + line + (done == total ? "\n" : "") : line + "\n"
    }

    /// Every error and failure, every fragile count (a smallest margin under
    /// `CountingMargins.fragileShare` of its limit), then the counts.
    package func summary(_ results: RunResults, seconds: Double) -> String {
        var text = ""
        for error in results.errors { text += "error: \(error)\n" }
        for fixture in results.fixtures where fixture.status != .passed {
            if fixture.failures.isEmpty {
                text += "\(Self.label(fixture.status)) \(fixture.id): passes; the quarantine can be lifted (\(fixture.quarantine?.issue ?? ""))\n"
            }
            for failure in fixture.failures { text += "\(Self.label(fixture.status)) \(fixture.id): \(failure)\n" }
            if !fixture.failures.isEmpty, let keypoints = fixture.keypoints {
                text += "\(Self.label(fixture.status)) \(fixture.id): \(KeypointJointsText.line(keypoints))\n"
            }
            if !fixture.failures.isEmpty, let regression = fixture.regression {
                text += "\(Self.label(fixture.status)) \(fixture.id): \(RegressionJointsText.line(regression))\n"
            }
        }
        for fixture in results.fixtures {
            guard let margins = fixture.margins, margins.isFragile, let closest = margins.closest else { continue }
            text += "FRAGILE \(fixture.id): \(MarginText.describe(closest))\n"
        }
        text += Self.poseCacheLines(results.fixtures)
        let counts = FixtureStatus.allCases.map { "\(results.count($0)) \($0.rawValue)" }.joined(separator: ", ")
        let shard = results.shard.map { " (shard \($0))" } ?? ""
        text += "\(results.fixtures.count) fixtures\(shard): \(counts) in \(NumberText.seconds(seconds))"
        if !results.errors.isEmpty { text += "; \(results.errors.count) manifest error\(results.errors.count == 1 ? "" : "s")" }
        return text + "\n"
    }

    /// With a pose cache: each entry that could not be read or written, and how many videos'
    /// poses came from it. Nothing without one.
    static func poseCacheLines(_ fixtures: [FixtureResult]) -> String {
        let uses = fixtures.compactMap { fixture in fixture.poseCache.map { (fixture.id, $0) } }
        guard !uses.isEmpty else { return "" }
        var text = ""
        for (id, use) in uses { if let problem = use.problem { text += "warning: pose cache: \(id): \(problem)\n" } }
        let hits = uses.filter { $0.1.outcome == .hit }.count
        let stored = uses.filter { $0.1.stored }.count
        text += "pose cache: \(uses.count) video\(uses.count == 1 ? "" : "s"), \(hits) read from the cache, \(uses.count - hits) estimated"
        return text + " (\(stored) written)\n"
    }

    static func label(_ status: FixtureStatus) -> String {
        switch status {
        case .passed: "PASS"
        case .failed: "FAIL"
        case .quarantined: "QUARANTINED"
        case .skipped: "SKIP"
        case .error: "ERROR"
        }
    }
}
