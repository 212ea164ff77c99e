import KinesiaMotion
import KinesiaResults
import KinesiaSupport

/// The charts of one fixture's page, drawn from its result alone.
enum FixtureCharts {
    static let matched = "#2e9e4f", missed = "#d62728", extra = "#ff7f0e", labelled = "#1f5fbf", angle = "#333333"
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"]

    /// The measured angle over time with the thresholds; counted reps as bands from start to
    /// end (green when matched, orange when extra), labelled peak times as blue lines, missed
    /// reps as red bands around their labelled time.
    static func angle(_ result: FixtureResult) -> String? {
        guard let trace = result.trace, let first = trace.times.first, let last = trace.times.last else { return nil }
        let entries = result.reps?.entries ?? []
        let values = trace.angles.compactMap { $0 } + [trace.startThreshold, trace.endThreshold]
        let low = (values.min() ?? 0) - 5, high = (values.max() ?? 180) + 5
        let times = entries.flatMap { [$0.labelledTime, $0.countedStart, $0.countedEnd].compactMap { $0 } }
        var chart = SVGChart(
            x: min(first, times.min() ?? first)...max(last, times.max() ?? last), y: low...high, xLabel: "time (s)",
            yLabel: "angle (°)")
        for entry in entries {
            switch entry.match {
            case .matched, .extra:
                let colour = entry.match == .matched ? matched : extra
                let start = entry.countedStart ?? (entry.countedTime ?? 0) - 0.2, end = entry.countedEnd ?? (entry.countedTime ?? 0) + 0.2
                chart.band(from: start, to: end, colour: colour, title: "\(entry.match.rawValue) rep: counted \(NumberText.seconds(start)) to \(NumberText.seconds(end)), peak \(entry.countedPeak.map(NumberText.degrees) ?? "–") at \(entry.countedTime.map { NumberText.seconds($0) } ?? "–")")
                if entry.match == .extra, let time = entry.countedTime { chart.label("extra", at: time, colour: extra) }
            case .missed:
                guard let time = entry.labelledTime else { continue }
                chart.band(from: time - 0.3, to: time + 0.3, colour: missed, opacity: 0.45, title: "missed rep labelled at \(NumberText.seconds(time))")
                chart.label("missed", at: time, colour: missed)
            }
            if let time = entry.labelledTime {
                chart.verticalLine(at: time, colour: labelled, dashed: entry.match == .missed, title: "labelled rep at \(NumberText.seconds(time))")
            }
        }
        chart.horizontalLine(at: trace.startThreshold, colour: "#555555", label: "start \(NumberText.degrees(trace.startThreshold))")
        chart.horizontalLine(at: trace.endThreshold, colour: "#888888", label: "end \(NumberText.degrees(trace.endThreshold))")
        chart.polyline(Array(zip(trace.times, trace.angles).map { (x: $0, y: $1) }), colour: angle, label: "smoothed angle")
        chart.key("counted rep", colour: matched)
        chart.key("extra", colour: extra)
        chart.key("missed", colour: missed)
        chart.key("labelled peak", colour: labelled)
        return chart.svg(title: "\(result.id): measured angle over time, labelled and counted reps")
    }

    /// Keypoint error over time for the joints with the largest errors (at most eight).
    static func keypoints(_ result: FixtureResult) -> String? {
        guard let series = result.keypoints?.series, let first = series.times.first, let last = series.times.last else { return nil }
        typealias Ranked = (joint: Joint, errors: [Double?], largest: Double)
        let ranked: [Ranked] = series.joints.map { entry in
            let largest: Double = entry.errors.compactMap { $0 }.max() ?? 0
            return (entry.joint, entry.errors, largest)
        }
        let worst = ranked.sorted { $0.largest != $1.largest ? $0.largest > $1.largest : $0.joint < $1.joint }.prefix(palette.count)
        let high = max(worst.map(\.largest).max() ?? 0, 1e-4) * 1.1
        var chart = SVGChart(x: first...last, y: 0...high, xLabel: "time (s)", yLabel: "error (normalized)", height: 220)
        for (index, entry) in worst.enumerated() {
            chart.polyline(Array(zip(series.times, entry.errors).map { (x: $0, y: $1) }), colour: palette[index], label: entry.joint.rawValue, width: 1.2)
        }
        if let focus = result.focusFrame, focus.reason == .largestKeypointError {
            chart.verticalLine(at: focus.time, colour: "#000000", dashed: true, title: "worst frame at \(NumberText.seconds(focus.time))")
        }
        return chart.svg(title: "\(result.id): keypoint error over time per joint (the \(worst.count) with the largest errors)")
    }
}
