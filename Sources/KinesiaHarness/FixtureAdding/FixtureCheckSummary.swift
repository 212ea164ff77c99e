import KinesiaResults
import KinesiaSupport

/// What the shipping pipeline made of a fixture being added, against its labels, as
/// `kinesia fixture add` prints it: counted and labelled reps, each labelled rep the
/// pipeline missed and each rep it counted without a label, by time (the runner's own rep
/// alignment, `RepReport`), and every other failure the gate would report.
package enum FixtureCheckSummary {
    package static func text(_ result: FixtureResult) -> String {
        var lines: [String] = []
        if let reps = result.reps {
            lines.append("\(result.id): counted \(reps.counted) rep\(reps.counted == 1 ? "" : "s"), labelled \(reps.expected)\(reps.alignedByTime ? " (aligned by peak time)" : "")")
            lines += entries(reps, noun: "rep")
        }
        if let unfinished = result.unfinished, unfinished.counted > 0 || unfinished.expected > 0 {
            lines.append("\(result.id): \(unfinished.counted) unfinished rep\(unfinished.counted == 1 ? "" : "s") at the end, labelled \(unfinished.expected)")
            lines += entries(unfinished, noun: "unfinished rep")
        }
        if let keypoints = result.keypoints {
            lines.append("\(result.id): keypoints compared on \(keypoints.matchedFrames) of \(keypoints.labelledFrames) labelled frames")
        }
        for failure in result.failures { lines.append("\(result.id): \(failure)") }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func entries(_ report: RepReport, noun: String) -> [String] {
        report.entries.compactMap { entry in
            switch entry.match {
            case .matched:
                guard let counted = entry.countedTime else { return nil }
                let labelled = entry.labelledTime.map { ", labelled \(NumberText.seconds($0))" } ?? ""
                return "  \(noun) at \(NumberText.seconds(counted))\(labelled)\(entry.countedPeak.map { ", peak \(NumberText.degrees($0))" } ?? "")"
            case .missed:
                return "  missed: the labelled \(noun)\(entry.labelledTime.map { " at \(NumberText.seconds($0))" } ?? "") was not counted"
            case .extra:
                return "  extra: \(noun) counted\(entry.countedTime.map { " at \(NumberText.seconds($0))" } ?? "") has no label"
            }
        }
    }
}
