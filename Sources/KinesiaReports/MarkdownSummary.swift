import KinesiaManifest
import KinesiaResults

/// The job summary GitHub shows on a run's page (`GITHUB_STEP_SUMMARY`): counts, then a
/// row for every fixture that did not simply pass (with its report page when `pages` has
/// one), then manifest errors.
package enum MarkdownSummary {
    package static func text(_ results: RunResults, pages: [String: String] = [:]) -> String {
        let verdict = results.exitStatus == 0 ? "passed" : "failed"
        var text = "## Kinesia fixtures: \(verdict)\n\n"
        text += "| " + FixtureStatus.allCases.map(\.rawValue).joined(separator: " | ") + " |\n"
        text += "|" + String(repeating: " ---: |", count: FixtureStatus.allCases.count) + "\n"
        text += "| " + FixtureStatus.allCases.map { String(results.count($0)) }.joined(separator: " | ") + " |\n"
        let notable = results.fixtures.filter { $0.status != .passed }
        if !notable.isEmpty {
            text += "\n| fixture | status | details |\n| --- | --- | --- |\n"
            for fixture in notable {
                var details = fixture.failures.messages
                if let quarantine = fixture.quarantine { details.insert("quarantined: \(quarantine.reason) (\(quarantine.issue))", at: 0) }
                if let page = pages[fixture.id] { details.append("report: \(page)") }
                text += "| `\(fixture.id)` | \(fixture.status.rawValue) | \(details.map(cell).joined(separator: "<br>")) |\n"
            }
        }
        if !results.errors.isEmpty {
            text += "\n### Manifest errors\n\n" + results.errors.map { "- \(cell($0.description))\n" }.joined()
        }
        return text + "\n"
    }

    /// Table cells hold one line and no unescaped pipes.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
