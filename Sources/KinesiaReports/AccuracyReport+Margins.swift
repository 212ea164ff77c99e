import KinesiaResults
import KinesiaSupport

/// The report's "Closest to a limit" table: every fixture's smallest margin to a limit its
/// count depends on, the smallest first, so the counts the next re-encode would flip lead.
extension AccuracyReport {
    /// Fixtures by their smallest margin's share of its threshold, ascending; fixtures that
    /// counted no rep (or did not run) last; results order on a tie.
    package static func byClosestMargin(_ fixtures: [FixtureResult]) -> [FixtureResult] {
        fixtures.enumerated().sorted { first, second in
            let (one, other) = (first.element.margins?.closest?.share ?? .infinity, second.element.margins?.closest?.share ?? .infinity)
            return one != other ? one < other : first.offset < second.offset
        }.map(\.element)
    }

    static let marginExplanation = "Each fixture's counted rep that came closest to a limit its count depends on (the floor's range "
        + "or duration, the minimums for a rep one reading's jump could have made, the maximum duration), "
        + "its margin as a share of the threshold; under \(NumberText.percent(CountingMargins.fragileShare)) a count is fragile: "
        + "a re-encode or a retuned constant that moves a rep's range or duration that little changes the count. "
        + "The minimums only earn a verdict; each fixture's section lists every rep against them too."

    /// The cells of a fixture's row after its id and status: rep, limit, measured, threshold,
    /// margin, share; dashes when it counted no rep.
    static func marginCells(_ fixture: FixtureResult) -> [String] {
        guard let closest = fixture.margins?.closest else { return ["–", fixture.margins == nil ? "did not run" : "no counted rep", "–", "–", "–", "–"] }
        let margin = closest.margin
        return [
            String(closest.rep), MarginText.name(margin.limit), MarginText.value(margin.measured, margin.limit),
            MarginText.value(margin.threshold, margin.limit), MarginText.value(margin.margin, margin.limit), NumberText.percent(closest.share),
        ]
    }

    static let marginHeadings = ["fixture", "status", "rep", "limit", "measured", "threshold", "margin", "share of the threshold"]

    var marginsHTML: String {
        var html = "<h2>Closest to a limit</h2><p class=\"meta\">\(XMLText.escaped(Self.marginExplanation))</p>"
        html += "<table id=\"margins\"><tr>" + Self.marginHeadings.map { "<th>\($0)</th>" }.joined() + "</tr>"
        for fixture in Self.byClosestMargin(results.fixtures) {
            let cells = Self.marginCells(fixture).map(XMLText.escaped)
            let share = fixture.margins?.isFragile == true ? "<td class=\"flag\">\(cells[5])</td>" : "<td>\(cells[5])</td>"
            html += "<tr><td><a href=\"#\(FixtureSection.anchor(fixture.id))\">\(XMLText.escaped(fixture.id))</a></td>"
            html += "<td><span class=\"status \(fixture.status.rawValue)\">\(fixture.status.rawValue)</span></td>"
            html += cells.dropLast().map { "<td>\($0)</td>" }.joined() + share + "</tr>"
        }
        return html + "</table>"
    }

    var marginsMarkdown: String {
        var text = "\n### Closest to a limit\n\n\(Self.marginExplanation)\n\n"
        text += "| " + Self.marginHeadings.joined(separator: " | ") + " |\n| --- | --- |" + String(repeating: " ---: |", count: 6) + "\n"
        for fixture in Self.byClosestMargin(results.fixtures) {
            var cells = Self.marginCells(fixture)
            if fixture.margins?.isFragile == true { cells[5] = "**\(cells[5])**" }
            text += "| `\(fixture.id)` | \(fixture.status.rawValue) | " + cells.joined(separator: " | ") + " |\n"
        }
        return text
    }
}
