import KinesiaManifest
import KinesiaMotion
import KinesiaResults
import KinesiaSupport

/// Counted reps against labelled ones: the count, each rep's time, peak and verdicts.
struct RepComparison {
    var report: RepReport
    var failures: [FixtureFailure]

    /// Completed reps, aligned by peak time when `labels.times` is given.
    init(completed labels: Labels, tolerances: Tolerances, output: PipelineOutput) {
        let reps = output.reps
        let alignment = labels.times.map { RepTimeAlignment(labelled: $0, counted: reps.map(\.peakTime), tolerance: tolerances.repTime) }
            ?? RepTimeAlignment(orderOf: labels.reps, counted: reps.count)
        let labelledVerdicts = labels.verdicts?.map { RepVerdictLabel.parse($0) }
        func countedVerdicts(_ rep: Rep) -> String {
            RepVerdictLabel.text(Set(output.verdicts.filter { $0.rep == rep.number }.map(\.kind)))
        }
        func labelled(_ index: Int, into entry: inout RepEntry) {
            entry.labelledTime = labels.times?[index]
            entry.labelledPeak = labels.peaks?[index]
            entry.labelledVerdicts = labelledVerdicts.map { verdicts in
                switch verdicts[index] {
                case .success(let kinds): RepVerdictLabel.text(kinds)
                case .failure: labels.verdicts![index]
                }
            }
        }
        func counted(_ index: Int, into entry: inout RepEntry) {
            entry.countedTime = reps[index].peakTime
            entry.countedPeak = reps[index].peak
            entry.countedStart = reps[index].start
            entry.countedEnd = reps[index].end
            entry.countedVerdicts = countedVerdicts(reps[index])
        }
        var entries: [RepEntry] = []
        for pair in alignment.pairs {
            var entry = RepEntry(match: .matched)
            labelled(pair.labelled, into: &entry)
            counted(pair.counted, into: &entry)
            entries.append(entry)
        }
        for index in alignment.missed {
            var entry = RepEntry(match: .missed)
            labelled(index, into: &entry)
            entries.append(entry)
        }
        for index in alignment.extra {
            var entry = RepEntry(match: .extra)
            counted(index, into: &entry)
            entries.append(entry)
        }
        report = RepReport(
            expected: labels.reps, counted: reps.count, alignedByTime: labels.times != nil,
            entries: Self.inTimeOrder(entries))
        failures = Self.countFailures(report, noun: "rep", check: .count)
        for entry in report.entries where entry.match == .matched {
            failures += Self.peakFailures(entry, tolerance: tolerances.peak) + Self.verdictFailures(entry)
        }
        for case (let index, .failure(let invalid)) in (labelledVerdicts ?? []).enumerated() {
            failures.append(FixtureFailure(.verdicts, "labels.verdicts[\(index)]: unknown verdict `\(invalid.name)` (use \(NumberText.list(RepVerdictLabel.InvalidName.choices)), joined by `+`)"))
        }
    }

    /// Unfinished reps, aligned by start time when `labels.unfinishedTimes` is given.
    init(unfinished labels: Labels, tolerances: Tolerances, output: PipelineOutput) {
        let starts = output.unfinished.map(\.start)
        let alignment = labels.unfinishedTimes.map { RepTimeAlignment(labelled: $0, counted: starts, tolerance: tolerances.repTime) }
            ?? RepTimeAlignment(orderOf: labels.unfinished, counted: starts.count)
        var entries = alignment.pairs.map { pair in
            RepEntry(match: .matched, labelledTime: labels.unfinishedTimes?[pair.labelled], countedTime: starts[pair.counted],
                     countedPeak: output.unfinished[pair.counted].peak)
        }
        entries += alignment.missed.map { RepEntry(match: .missed, labelledTime: labels.unfinishedTimes?[$0]) }
        entries += alignment.extra.map { RepEntry(match: .extra, countedTime: starts[$0], countedPeak: output.unfinished[$0].peak) }
        report = RepReport(
            expected: labels.unfinished, counted: starts.count, alignedByTime: labels.unfinishedTimes != nil,
            entries: Self.inTimeOrder(entries))
        failures = Self.countFailures(report, noun: "unfinished rep", check: .unfinished)
    }

    /// Entries by time; entries without a time (a missed rep of labels without times) last.
    private static func inTimeOrder(_ entries: [RepEntry]) -> [RepEntry] {
        entries.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.labelledTime ?? lhs.element.countedTime ?? .infinity,
                          rhs.element.labelledTime ?? rhs.element.countedTime ?? .infinity)
            return a != b ? a < b : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// `missed reps at 14.2 s and 17.9 s (counted 8 of 12)`, or `counted 8 of 12 reps`
    /// when the labels have no times. Completed reps fail `count`, unless a counted rep lies
    /// away from every labelled time while a labelled one went uncounted: a rep moved in time,
    /// which fails `repTimes` whatever the count.
    private static func countFailures(_ report: RepReport, noun: String, check: FixtureCheck) -> [FixtureFailure] {
        let tally = "counted \(report.counted) of \(report.expected)"
        guard report.alignedByTime else {
            return report.counted == report.expected ? [] : [FixtureFailure(check, "\(tally) \(noun)s")]
        }
        func times(_ match: RepEntry.Match) -> [String] {
            report.entries.filter { $0.match == match }.compactMap { ($0.labelledTime ?? $0.countedTime).map { NumberText.seconds($0) } }
        }
        var parts: [String] = []
        for (match, word) in [(RepEntry.Match.missed, "missed"), (.extra, "extra")] {
            let found = times(match)
            guard !found.isEmpty else { continue }
            parts.append("\(word) \(noun)\(found.count == 1 ? "" : "s") at \(NumberText.list(found))")
        }
        guard !parts.isEmpty else { return [] }
        let moved = !times(.missed).isEmpty && !times(.extra).isEmpty
        return [FixtureFailure(check == .count && moved ? .repTimes : check, parts.joined(separator: "; ") + " (\(tally))")]
    }

    private static func peakFailures(_ entry: RepEntry, tolerance: Double?) -> [FixtureFailure] {
        guard let tolerance, let labelled = entry.labelledPeak, let counted = entry.countedPeak,
              abs(counted - labelled) > tolerance
        else { return [] }
        return [FixtureFailure(.peaks, "rep at \(NumberText.seconds(entry.countedTime ?? 0)) peaked at \(NumberText.degrees(counted)), labelled \(NumberText.degrees(labelled)) ± \(NumberText.degrees(tolerance))")]
    }

    private static func verdictFailures(_ entry: RepEntry) -> [FixtureFailure] {
        guard let labelled = entry.labelledVerdicts, let counted = entry.countedVerdicts, labelled != counted,
              case .success = RepVerdictLabel.parse(labelled)
        else { return [] }
        return [FixtureFailure(.verdicts, "rep at \(NumberText.seconds(entry.countedTime ?? 0)) has verdict \(counted), labelled \(labelled)")]
    }
}
