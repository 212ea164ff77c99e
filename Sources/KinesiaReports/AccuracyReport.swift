import Foundation
import KinesiaResults
import KinesiaSupport

/// The nightly accuracy report (`kinesia report`): one self-contained `index.html` (XHTML,
/// inline SVG and CSS, no script), `summary.md`, and a PNG per fixture's focus frame beside
/// them. Every number comes from the results model, formatted as the other outputs do.
package struct AccuracyReport: Sendable {
    package var results: RunResults
    /// Nil without `--history`.
    package var trend: Trend?
    /// The mutation matrix by check; nil without `--mutation`.
    package var mutation: MutationSummary?
    /// Draws each fixture's focus frame.
    package var painter: any FocusFramePainter

    package init(results: RunResults, trend: Trend? = nil, mutation: MutationSummary? = nil, painter: any FocusFramePainter) {
        self.results = results
        self.trend = trend
        self.mutation = mutation
        self.painter = painter
    }

    /// Writes `index.html`, `summary.md` and `images/`; the same results and history always
    /// give the same bytes.
    package func write(to folder: URL) throws {
        let images = try Self.writeImages(results.fixtures, to: folder, painter: painter)
        try OutputFile.write(html(images: images), to: folder.appendingPathComponent("index.html"))
        try OutputFile.write(markdown, to: folder.appendingPathComponent("summary.md"))
    }

    /// A page per fixture (`<id>.html` and its image) for `kinesia run --artifacts`; returns
    /// each page's path relative to `folder`, by fixture id.
    package static func writeFixturePages(_ fixtures: [FixtureResult], to folder: URL, painter: any FocusFramePainter) throws -> [String: String] {
        let images = try writeImages(fixtures, to: folder, painter: painter)
        var pages: [String: String] = [:]
        for fixture in fixtures {
            let name = FixtureSection.anchor(fixture.id) + ".html"
            let section = FixtureSection(result: fixture, image: images[fixture.id])
            let page = document(title: "Kinesia: \(fixture.id)", body: section.html)
            try OutputFile.write(page, to: folder.appendingPathComponent(name))
            pages[fixture.id] = name
        }
        return pages
    }

    private static func writeImages(
        _ fixtures: [FixtureResult], to folder: URL, painter: any FocusFramePainter
    ) throws -> [String: (path: String, caption: String)] {
        let imageFolder = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: imageFolder, withIntermediateDirectories: true)
        var images: [String: (path: String, caption: String)] = [:]
        for fixture in fixtures {
            let name = "images/" + FixtureSection.anchor(fixture.id) + ".png"
            guard let caption = try painter.paint(fixture, to: folder.appendingPathComponent(name)) else { continue }
            images[fixture.id] = (name, caption)
        }
        return images
    }

    static func document(title: String, body: String) -> String {
        "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><meta charset=\"utf-8\"/>"
            + "<title>\(XMLText.escaped(title))</title><style>\(ReportStyle.css)</style></head>\n<body>\n\(body)\n</body></html>\n"
    }

    func html(images: [String: (path: String, caption: String)]) -> String {
        let breakdowns = Breakdown.all(results)
        var body = "<h1>Kinesia accuracy report</h1>"
        let commit = results.environment.commit.map { "commit \($0)" } ?? "no commit recorded"
        body += "<p class=\"meta\">\(XMLText.escaped("\(results.manifests.joined(separator: ", ")) · \(commit) · \(results.environment.cpu), \(results.environment.cores) cores, \(results.environment.jobs) jobs"))</p>"
        body += "<h2>Summary</h2><table id=\"summary\"><tr>" + FixtureStatus.allCases.map { "<th>\($0.rawValue)</th>" }.joined() + "<th>fixtures</th></tr><tr>"
        body += FixtureStatus.allCases.map { "<td>\(results.count($0))</td>" }.joined() + "<td>\(results.fixtures.count)</td></tr></table>"
        if !results.errors.isEmpty {
            body += "<ul class=\"failures\">" + results.errors.map { "<li>\(XMLText.escaped($0.description))</li>" }.joined() + "</ul>"
        }
        if let chart = Self.overviewChart(results) { body += "<figure>\(chart)</figure>" }
        body += "<table id=\"metrics\"><tr><th>metric</th><th>all fixtures</th><th>95 % CI</th><th>n</th><th>definition</th></tr>"
        for estimate in breakdowns.first?.estimates ?? [] {
            body += "<tr><td>\(estimate.metric.title)</td><td>\(estimate.value.map(estimate.metric.format) ?? "–")</td>"
            body += "<td>\(Self.interval(estimate))</td><td>\(estimate.count)</td><td class=\"definition\">\(XMLText.escaped(estimate.metric.definition))</td></tr>"
        }
        body += "</table><p class=\"meta\">Intervals: 95 % percentile bootstrap over fixtures, \(MetricEstimate.resamples) resamples, seeded by group and metric (the same results give the same intervals). Keypoint distances are in normalized image units.</p>"
        body += footageHTML(breakdowns)
        body += marginsHTML
        body += generalizationHTML
        body += trendHTML
        body += mutation?.html ?? ""
        body += "<h2>Breakdowns</h2><table id=\"breakdowns\"><tr><th>group</th><th>n</th>"
        let shown = AccuracyMetric.allCases
        body += shown.map { "<th>\($0.title)</th>" }.joined() + "</tr>"
        for group in breakdowns {
            body += "<tr><td>\(XMLText.escaped(group.name))</td><td>\(group.fixtures.count)</td>\(Self.metricCells(group, shown))</tr>"
        }
        body += "</table>"
        body += "<h2>Fixtures</h2><table id=\"fixtures\"><tr><th>fixture</th><th>status</th><th>counted</th><th>labelled</th><th>unfinished</th><th>keypoint error</th><th>PCK@0.2</th><th>OKS</th><th>deterministic</th><th>seconds</th><th>limits</th></tr>"
        for fixture in results.fixtures {
            let metrics = FixtureMetrics(fixture)
            body += "<tr><td><a href=\"#\(FixtureSection.anchor(fixture.id))\">\(XMLText.escaped(fixture.id))</a></td>"
            body += "<td><span class=\"status \(fixture.status.rawValue)\">\(fixture.status.rawValue)</span></td>"
            body += "<td>\(fixture.reps.map { String($0.counted) } ?? "–")</td><td>\(fixture.reps.map { String($0.expected) } ?? "–")</td>"
            body += "<td>\(fixture.unfinished.map { String($0.counted) } ?? "–")</td>"
            for metric in [AccuracyMetric.keypointError, .pck, .oks] { body += "<td>\(metrics[metric].map(metric.format) ?? "–")</td>" }
            body += "<td>\(fixture.runs.isEmpty ? "–" : fixture.nondeterminism == nil ? "yes" : "no")</td><td>\(NumberText.fixed(fixture.seconds, places: 2))</td>"
            body += "<td>\(XMLText.escaped(Self.limitsCell(fixture)))</td></tr>"
        }
        body += "</table>"
        for fixture in results.fixtures { body += FixtureSection(result: fixture, image: images[fixture.id]).html }
        return Self.document(title: "Kinesia accuracy report", body: body)
    }

    /// Every metric per footage kind, so real people are read apart from the project's renders.
    private func footageHTML(_ breakdowns: [Breakdown]) -> String {
        let groups = Breakdown.byFootage(breakdowns)
        var html = "<h2>Where the footage comes from</h2><p class=\"meta\">Filmed: a real camera and person. Derived from filmed: those clips transformed as phones and tools do. Rendered: the project's procedural person. Motion capture: real motion, projected poses. Synthetic poses: generated by a program.</p>"
        html += "<table id=\"footage\"><tr><th>footage</th><th>n</th><th>passed</th>" + AccuracyMetric.allCases.map { "<th>\($0.title)</th>" }.joined() + "</tr>"
        for group in groups {
            html += "<tr><td>\(XMLText.escaped(group.footageTitle))</td><td>\(group.fixtures.count)</td><td>\(passedCount(group))</td>"
            html += Self.metricCells(group, AccuracyMetric.allCases) + "</tr>"
        }
        return html + "</table>"
    }

    /// A group's value of each metric with its interval, one cell each (`–` where none).
    private static func metricCells(_ group: Breakdown, _ metrics: [AccuracyMetric]) -> String {
        metrics.map { metric in
            guard let estimate = group[metric], let value = estimate.value else { return "<td>–</td>" }
            return "<td>\(metric.format(value))<span class=\"ci\">\(interval(estimate))</span></td>"
        }.joined()
    }

    /// How many of a group's fixtures passed.
    func passedCount(_ group: Breakdown) -> Int {
        results.fixtures.filter { group.fixtures.contains($0.id) && $0.status == .passed }.count
    }

    private var trendHTML: String {
        guard let trend else { return "<h2>Trends</h2><p class=\"meta\">No history given (kinesia report --history DIR).</p>" }
        var html = "<h2>Trends</h2><p class=\"meta\">\(trend.nights.count) night\(trend.nights.count == 1 ? "" : "s") of history; the newest is flagged where it leaves the previous night's 95 % interval.</p>"
        if trend.nights.count >= 2 {
            if trend.flags.isEmpty, trend.movedFixtures.isEmpty {
                html += "<p id=\"trend-flags\">Nothing moved beyond its interval since the previous night.</p>"
            } else {
                html += "<ul id=\"trend-flags\">"
                for flag in trend.flags {
                    let kind = flag.regression ? "flag" : "better"
                    html += "<li class=\"\(kind)\">\(XMLText.escaped("\(flag.metric.title): \(flag.metric.format(flag.current)), previous night \(flag.previous.value.map(flag.metric.format) ?? "–") \(Self.interval(flag.previous))\(flag.regression ? " — regression" : flag.metric.judged ? " — improvement" : "")"))</li>"
                }
                for fixture in trend.movedFixtures {
                    let stage = fixture.firstChangedStage.map { "first stage that differs: \($0.rawValue)" } ?? (fixture.stagesKnown ? "no stage differs" : "stages unknown")
                    let counted = "counted \(fixture.counted.base.map(String.init) ?? "–") → \(fixture.counted.head.map(String.init) ?? "–") of \(fixture.expected.head.map(String.init) ?? "–")"
                    html += "<li class=\"flag\">\(XMLText.escaped("\(fixture.id): \(fixture.status.base.rawValue) → \(fixture.status.head.rawValue), \(counted); \(stage)"))</li>"
                }
                html += "</ul>"
            }
        }
        html += "<table id=\"trends\"><tr><th>metric</th>" + trend.nights.suffix(12).map { "<th>\(XMLText.escaped($0.name))</th>" }.joined() + "</tr>"
        for metric in AccuracyMetric.allCases {
            html += "<tr><td>\(metric.title)</td>"
            for night in trend.nights.suffix(12) {
                let estimate = night[metric]
                html += "<td>\(estimate?.value.map(metric.format) ?? "–")<span class=\"ci\">\(estimate.map(Self.interval) ?? "")</span></td>"
            }
            html += "</tr>"
        }
        html += "</table>"
        for metric in AccuracyMetric.allCases where metric.judged {
            if let chart = Self.trendChart(metric, trend: trend) { html += "<figure>\(chart)</figure>" }
        }
        return html
    }

    private static func trendChart(_ metric: AccuracyMetric, trend: Trend) -> String? {
        let points = trend.nights.enumerated().compactMap { index, night -> (x: Double, value: Double, low: Double, high: Double)? in
            guard let estimate = night[metric], let value = estimate.value else { return nil }
            return (Double(index + 1), value, estimate.low ?? value, estimate.high ?? value)
        }
        guard !points.isEmpty else { return nil }
        let low = points.map(\.low).min()!, high = points.map(\.high).max()!
        let pad = max((high - low) * 0.1, abs(high) * 0.01, 1e-6)
        var chart = SVGChart(x: 1...Double(max(2, points.count)), y: (low - pad)...(high + pad), xLabel: "night", yLabel: metric.title, height: 160)
        chart.wholeX = true
        chart.area(points.map { (x: $0.x, low: $0.low, high: $0.high) }, colour: "#1f77b4")
        chart.polyline(points.map { (x: $0.x, y: $0.value) }, colour: "#1f77b4", label: "\(metric.title) with its 95 % interval")
        for point in points { chart.marker(x: point.x, y: point.value, colour: "#1f77b4", title: metric.format(point.value)) }
        return chart.svg(title: "\(metric.title) over nights")
    }

    /// Every fixture's completed-rep count against its label (counted − labelled), in results
    /// order: a missed or extra rep anywhere in the corpus at a glance.
    private static func overviewChart(_ results: RunResults) -> String? {
        let counted = results.fixtures.enumerated().compactMap { index, fixture -> (Int, FixtureResult, Int)? in
            fixture.reps.map { (index + 1, fixture, $0.counted - $0.expected) }
        }
        guard !counted.isEmpty else { return nil }
        let spread = Double(max(1, counted.map { abs($0.2) }.max() ?? 1))
        var chart = SVGChart(
            x: 0...Double(results.fixtures.count + 1), y: -(spread + 0.5)...(spread + 0.5), xLabel: "fixture (in results order)",
            yLabel: "counted − labelled", height: 170)
        (chart.wholeX, chart.wholeY) = (true, true)
        chart.horizontalLine(at: 0, colour: "#888888", label: "exact")
        for (index, fixture, difference) in counted {
            let colour = fixture.status.failsGate ? FixtureCharts.missed : difference == 0 ? FixtureCharts.matched : FixtureCharts.extra
            chart.marker(x: Double(index), y: Double(difference), colour: colour, title: "\(fixture.id): counted \(fixture.reps!.counted) of \(fixture.reps!.expected) (\(fixture.status.rawValue))")
        }
        chart.key("passes", colour: FixtureCharts.matched)
        chart.key("fails the gate", colour: FixtureCharts.missed)
        return chart.svg(title: "Completed reps counted minus labelled, per fixture")
    }

    static func interval(_ estimate: MetricEstimate) -> String {
        guard let low = estimate.low, let high = estimate.high else { return "" }
        return "[\(estimate.metric.format(low)), \(estimate.metric.format(high))]"
    }
}
