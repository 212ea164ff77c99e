import KinesiaResults

/// `summary.md`: the report's headline numbers, the closest margins, breakdowns and trend flags as Markdown, for
/// a job summary or a chat message; the HTML has the charts.
extension AccuracyReport {
    package var markdown: String {
        let breakdowns = Breakdown.all(results)
        var text = "## Kinesia accuracy report\n\n"
        text += "| " + FixtureStatus.allCases.map(\.rawValue).joined(separator: " | ") + " | fixtures |\n"
        text += "|" + String(repeating: " ---: |", count: FixtureStatus.allCases.count + 1) + "\n"
        text += "| " + FixtureStatus.allCases.map { String(results.count($0)) }.joined(separator: " | ") + " | \(results.fixtures.count) |\n\n"
        text += "| metric | all fixtures | 95 % CI | n |\n| --- | ---: | ---: | ---: |\n"
        for estimate in breakdowns.first?.estimates ?? [] {
            text += "| \(estimate.metric.title) | \(estimate.value.map(estimate.metric.format) ?? "–") | \(Self.interval(estimate)) | \(estimate.count) |\n"
        }
        text += "\n### Where the footage comes from\n\n| footage | n | passed | " + AccuracyMetric.allCases.map(\.title).joined(separator: " | ") + " |\n"
        text += "| --- | ---: | ---: |" + String(repeating: " ---: |", count: AccuracyMetric.allCases.count) + "\n"
        for group in Breakdown.byFootage(breakdowns) {
            text += "| \(group.footageTitle) | \(group.fixtures.count) | \(passedCount(group)) | "
                + AccuracyMetric.allCases.map { metric in group[metric]?.value.map(metric.format) ?? "–" }.joined(separator: " | ") + " |\n"
        }
        text += marginsMarkdown
        text += generalizationMarkdown
        if let trend, trend.nights.count >= 2 {
            text += "\n### Trend against the previous night\n\n"
            if trend.flags.isEmpty, trend.movedFixtures.isEmpty { text += "Nothing moved beyond its interval.\n" }
            for flag in trend.flags {
                text += "- \(flag.regression ? "**regression**" : flag.metric.judged ? "improvement" : "moved"): \(flag.metric.title) \(flag.metric.format(flag.current)), previous night \(flag.previous.value.map(flag.metric.format) ?? "–") \(Self.interval(flag.previous))\n"
            }
            for fixture in trend.movedFixtures {
                let stage = fixture.firstChangedStage.map { "first stage that differs: \($0.rawValue)" } ?? "no stage differs"
                text += "- `\(fixture.id)`: \(fixture.status.base.rawValue) → \(fixture.status.head.rawValue), counted \(fixture.counted.base.map(String.init) ?? "–") → \(fixture.counted.head.map(String.init) ?? "–"); \(stage)\n"
            }
        }
        let keyMetrics: [AccuracyMetric] = [.repExactRate, .repMAE, .offByOneRate, .keypointError, .pck, .oks]
        text += "\n### Breakdowns\n\n| group | n | " + keyMetrics.map(\.title).joined(separator: " | ") + " |\n"
        text += "| --- | ---: |" + String(repeating: " ---: |", count: keyMetrics.count) + "\n"
        for group in breakdowns {
            text += "| \(group.name) | \(group.fixtures.count) | "
                + keyMetrics.map { metric in group[metric]?.value.map(metric.format) ?? "–" }.joined(separator: " | ") + " |\n"
        }
        let notable = results.fixtures.filter { $0.status != .passed }
        if !notable.isEmpty {
            text += "\n### Fixtures that did not pass\n\n"
            for fixture in notable {
                text += "- `\(fixture.id)` (\(fixture.status.rawValue)): \(fixture.failures.messages.map(MarkdownSummary.cell).joined(separator: "; "))\n"
            }
        }
        if let mutation { text += "\n" + mutation.markdown }
        return text + "\n"
    }
}
