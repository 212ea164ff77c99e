import KinesiaResults
import KinesiaSupport

/// One fixture's part of the report, as XHTML: what it is, why it failed, its numbers, each
/// counted rep's margins to its limits, the angle chart, the keypoint-error chart,
/// the focus frame and its stage digests. The same fragment makes the fixture's own page
/// (`kinesia run --artifacts`).
struct FixtureSection {
    var result: FixtureResult
    /// Where the focus frame's PNG is, relative to the page; nil when there is none.
    var image: (path: String, caption: String)?

    var html: String {
        let metrics = FixtureMetrics(result)
        var html = "<section class=\"fixture\" id=\"\(Self.anchor(result.id))\">"
        html += "<h3>\(XMLText.escaped(result.id)) <span class=\"status \(result.status.rawValue)\">\(result.status.rawValue)</span></h3>"
        var facts = [result.exercise] + (result.source.map { [$0.rawValue] } ?? [])
        if let camera = result.camera {
            facts += [camera.angle.map { "angle \($0.rawValue)" }, camera.height.map { "height \($0.rawValue)" },
                      camera.lens.map { "lens \($0.rawValue)" }, camera.mirrored ? "mirrored" : nil,
                      camera.lighting.map { "lighting \($0.rawValue)" }].compactMap { $0 }
        }
        facts += result.tags.map { "#" + $0 }
        facts.append("\(result.manifest):\(result.line)")
        facts.append(NumberText.seconds(result.seconds))
        html += "<p class=\"meta\">\(XMLText.escaped(facts.joined(separator: " · ")))</p>"
        if let quarantine = result.quarantine {
            html += "<p class=\"meta\">quarantined: \(XMLText.escaped(quarantine.reason)) (\(XMLText.escaped(quarantine.issue)))</p>"
        }
        if !result.failures.isEmpty {
            html += "<ul class=\"failures\">" + result.failures.map { failure in
                "<li>" + (failure.check.map { "<span class=\"check\">\($0.rawValue)</span> " } ?? "") + "\(XMLText.escaped(failure.message))</li>"
            }.joined() + "</ul>"
        }
        html += "<table class=\"numbers\"><tr><th>reps counted</th><th>labelled</th><th>unfinished</th><th>rep time error</th><th>keypoint error</th><th>PCK@0.2</th><th>OKS</th><th>deterministic</th></tr><tr>"
        html += "<td>\(result.reps.map { String($0.counted) } ?? "–")</td><td>\(result.reps.map { String($0.expected) } ?? "–")</td>"
        html += "<td>\(result.unfinished.map { "\($0.counted) of \($0.expected)" } ?? "–")</td>"
        for metric in [AccuracyMetric.repTimeError, .keypointError, .pck, .oks] {
            html += "<td>\(metrics[metric].map(metric.format) ?? "–")</td>"
        }
        let determinism = result.runs.isEmpty ? "–"
            : result.nondeterminism.map { "no (run \($0.run), \($0.stage?.rawValue ?? "stage unknown"))" } ?? "yes (\(result.runs.count) runs)"
        html += "<td>\(XMLText.escaped(determinism))</td></tr></table>"
        html += marginsHTML
        if let chart = FixtureCharts.angle(result) { html += "<figure>\(chart)</figure>" }
        if let chart = FixtureCharts.keypoints(result) { html += "<figure>\(chart)</figure>" }
        if let bounds = JointBoundsTable.html(result) { html += bounds }
        if let image, let focus = result.focusFrame {
            let why = switch focus.reason {
            case .largestKeypointError: "the labelled frame with the largest mean keypoint error (\(focus.meanError.map { NumberText.fixed($0, places: 4) } ?? "–"))"
            case .missedRep: "the frame nearest the first missed rep"
            case .extraRep: "the frame nearest the first extra rep"
            }
            html += "<figure class=\"frame\"><img src=\"\(XMLText.escaped(image.path))\" alt=\"\(XMLText.escaped(result.id)) focus frame\"/>"
            html += "<figcaption>\(XMLText.escaped("Frame \(focus.frame) at \(NumberText.seconds(focus.time)): \(why); \(image.caption). Green discs: detected keypoints; magenta rings: reference."))</figcaption></figure>"
        }
        if let stages = result.runs.first?.stages {
            html += "<table class=\"stages\"><tr><th>stage (run 1)</th><th>digest</th><th>items</th></tr>"
            for stage in PipelineStage.allCases {
                let digest = stages[stage]
                html += "<tr><td>\(stage.rawValue)</td><td><code>\(digest.map { String($0.digest.prefix(16)) } ?? "none: a recording has no decoded frames")</code></td><td>\(digest.map { String($0.count) } ?? "–")</td></tr>"
            }
            html += "</table>"
        }
        return html + "</section>"
    }

    /// Each counted rep against each limit, floor, minimum and maximum (its value, and the margin's share of the
    /// threshold), the fixture's closest in bold.
    private var marginsHTML: String {
        guard let margins = result.margins, let first = margins.reps.first else { return "" }
        let closest = margins.closest
        var html = "<table class=\"margins\"><tr><th>rep</th>"
        html += first.limits.map { "<th>\(XMLText.escaped("\(MarginText.name($0.limit)) \(MarginText.value($0.threshold, $0.limit))"))</th>" }.joined() + "</tr>"
        for rep in margins.reps {
            html += "<tr><td>\(rep.rep)</td>"
            for margin in rep.limits {
                let text = XMLText.escaped(MarginText.value(margin.measured, margin.limit) + (margin.share.map { " (\(NumberText.percent($0)))" } ?? ""))
                let isClosest = closest?.rep == rep.rep && closest?.margin == margin
                html += isClosest ? "<td><strong>\(text)</strong></td>" : "<td>\(text)</td>"
            }
            html += "</tr>"
        }
        return html + "</table>"
    }

    /// An id usable as an XML id and a file name.
    static func anchor(_ id: String) -> String {
        "fixture-" + String(id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
    }
}
