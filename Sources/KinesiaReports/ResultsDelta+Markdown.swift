import KinesiaResults
import KinesiaSupport

/// The PR delta as Markdown, for a pull-request comment or `GITHUB_STEP_SUMMARY`.
extension ResultsDelta {
    package func markdown(tripped: [(threshold: DeltaThreshold, reasons: [String])] = []) -> String {
        var text = "## Kinesia: what this change moved\n\n"
        text += "Base \(Self.commit(baseCommit)), head \(Self.commit(headCommit)): \(fixtures.count) fixtures in both"
        if !added.isEmpty { text += ", added \(added.map { "`\($0)`" }.joined(separator: ", "))" }
        if !removed.isEmpty { text += ", removed \(removed.map { "`\($0)`" }.joined(separator: ", "))" }
        let verdicts = fixtures.filter(\.status.changed).count
        text += ". **\(moved.count) moved** (\(verdicts) verdict\(verdicts == 1 ? "" : "s") changed); every exact change is listed, inside tolerance or not.\n\n"
        for (threshold, reasons) in tripped where !reasons.isEmpty {
            text += "**--fail-on \(threshold) tripped:** " + reasons.map(MarkdownSummary.cell).joined(separator: "; ") + "\n\n"
        }
        if !moved.isEmpty {
            text += "### Fixtures that moved\n\n| fixture | verdict | reps | first stage that differs | what moved |\n| --- | --- | --- | --- | --- |\n"
            for fixture in moved {
                let verdict = fixture.status.changed ? "\(fixture.status.base.rawValue) → **\(fixture.status.head.rawValue)**" : fixture.status.head.rawValue
                let reps = Self.change(fixture.counted.base.map(String.init), fixture.counted.head.map(String.init))
                    + (fixture.expected.head.map { " of \($0)" } ?? "")
                let stage = fixture.firstChangedStage?.rawValue ?? (fixture.stagesKnown ? "none" : "unknown (no stage digests)")
                text += "| `\(fixture.id)` | \(verdict) | \(reps) | \(stage) | \(fixture.changeLines.map(MarkdownSummary.cell).joined(separator: "<br>")) |\n"
            }
            text += "\n"
        }
        // `all` and every footage kind always, so real people are read apart from renders; other groups when they moved.
        let groups = breakdowns.filter { $0.group == "all" || $0.group.hasPrefix("footage=") || $0.changed }
        if !groups.isEmpty {
            text += "### Breakdowns\n\n| group | metric | base | head | change |\n| --- | --- | ---: | ---: | ---: |\n"
            for row in groups {
                let change = (row.base.value, row.head.value)
                let delta = if let old = change.0, let new = change.1 { row.metric.formatChange(new - old) } else { "" }
                text += "| \(row.group) | \(row.metric.title) | \(Self.estimate(row.base)) | \(Self.estimate(row.head)) | \(delta) |\n"
            }
            text += "\n"
        }
        text += generalizationMarkdown
        text += "### Time per fixture\n\n| fixture | base | head | ratio |\n| --- | ---: | ---: | ---: |\n"
        for fixture in fixtures {
            let ratio = fixture.seconds.base > 0 ? "× " + NumberText.fixed(fixture.seconds.head / fixture.seconds.base, places: 2) : ""
            text += "| `\(fixture.id)` | \(NumberText.seconds(fixture.seconds.base)) | \(NumberText.seconds(fixture.seconds.head)) | \(ratio) |\n"
        }
        let still = fixtures.filter { !$0.moved }.map { "`\($0.id)`" }
        if !still.isEmpty { text += "\nUnchanged at every stage: \(still.joined(separator: ", ")).\n" }
        return text + "\n"
    }

    private static func commit(_ commit: String?) -> String { commit.map { "`\($0.prefix(12))`" } ?? "(no commit)" }

    private static func change(_ base: String?, _ head: String?) -> String {
        base == head ? (head ?? "–") : "\(base ?? "–") → **\(head ?? "–")**"
    }

    private static func estimate(_ estimate: MetricEstimate) -> String {
        guard let value = estimate.value else { return "–" }
        return estimate.metric.format(value) + " (n \(estimate.count))"
    }
}

extension FixtureDelta {
    /// One line per change, as the delta's Markdown and console print them.
    package var changeLines: [String] {
        var lines: [String] = []
        func seconds(_ value: Double?) -> String { value.map { NumberText.seconds($0, places: 3) } ?? "–" }
        func degrees(_ value: Double?) -> String { value.map { NumberText.fixed($0, places: 2) + "°" } ?? "–" }
        func distance(_ value: Double?) -> String { value.map { NumberText.fixed($0, places: 4) } ?? "–" }
        if unfinished.changed { lines.append("unfinished reps \(unfinished.base.map(String.init) ?? "–") → \(unfinished.head.map(String.init) ?? "–")") }
        if missed.changed { lines.append("missed reps at [\(missed.base.map { seconds($0) }.joined(separator: ", "))] → [\(missed.head.map { seconds($0) }.joined(separator: ", "))]") }
        if extra.changed { lines.append("extra reps at [\(extra.base.map { seconds($0) }.joined(separator: ", "))] → [\(extra.head.map { seconds($0) }.joined(separator: ", "))]") }
        for rep in reps {
            var parts: [String] = []
            if rep.time.changed {
                let shift = rep.time.base.flatMap { old in rep.time.head.map { " (\(NumberText.secondsChange($0 - old, places: 3)))" } } ?? ""
                parts.append("time \(seconds(rep.time.base)) → \(seconds(rep.time.head))\(shift)")
            }
            if rep.peak.changed { parts.append("peak \(degrees(rep.peak.base)) → \(degrees(rep.peak.head))") }
            if rep.verdicts.changed { parts.append("verdicts \(rep.verdicts.base ?? "–") → \(rep.verdicts.head ?? "–")") }
            lines.append("rep \(rep.rep): " + parts.joined(separator: ", "))
        }
        for joint in joints {
            var text = "\(joint.joint.rawValue) median \(distance(joint.median.base)) → \(distance(joint.median.head)), "
                + "p95 \(distance(joint.quantile.base)) → \(distance(joint.quantile.head)), max \(distance(joint.max.base)) → \(distance(joint.max.head))"
            if joint.pinnedDisplacement.changed {
                text += ", from the pinned poses \(distance(joint.pinnedDisplacement.base)) → \(distance(joint.pinnedDisplacement.head))"
            }
            lines.append(text)
        }
        if keypointError.changed { lines.append("keypoint error \(distance(keypointError.base)) → \(distance(keypointError.head))") }
        if pck.changed { lines.append("PCK@0.2 \(pck.base.map(NumberText.percent) ?? "–") → \(pck.head.map(NumberText.percent) ?? "–")") }
        if oks.changed { lines.append("OKS \(oks.base.map { NumberText.fixed($0, places: 3) } ?? "–") → \(oks.head.map { NumberText.fixed($0, places: 3) } ?? "–")") }
        if marginMoved {
            func closest(_ value: CountingMargins.Closest?) -> String {
                value.map { "\(NumberText.percent($0.share)) (rep \($0.rep), \(MarginText.name($0.margin.limit)))" } ?? "none"
            }
            lines.append("closest to a limit \(closest(closestMargin.base)) → \(closest(closestMargin.head)) of the threshold")
        }
        if nondeterministic.changed { lines.append(nondeterministic.head ? "runs no longer identical" : "runs identical again") }
        if lines.isEmpty, let stage = firstChangedStage { lines.append("\(stage.rawValue) differ, every reported value the same") }
        return lines
    }
}
