import KinesiaResults
import KinesiaSupport

/// The report's "Held out" section: count accuracy on fixtures no limit was set from apart from
/// the rest, and each limit's closest real rep.
extension AccuracyReport {
    static let limitHeadings = ["exercise", "limit", "threshold", "closest real rep", "rep", "measured", "margin", "share of the threshold", "real reps", "set from it"]

    /// The cells of a limit's row, in `limitHeadings`' order.
    static func limitCells(_ margin: LimitMargin) -> [String] {
        [
            margin.exercise, MarginText.name(margin.limit), MarginText.value(margin.margin.threshold, margin.limit), margin.fixture,
            String(margin.rep), MarginText.value(margin.margin.measured, margin.limit), MarginText.value(margin.margin.margin, margin.limit),
            NumberText.percent(margin.share), String(margin.reps), margin.setFrom ? "yes" : "no",
        ]
    }

    /// A group's cells: fixtures, exact, off by at most one.
    static func accuracyCells(_ accuracy: CountAccuracy) -> [String] {
        [String(accuracy.total), GeneralizationText.ratio(accuracy.exact, of: accuracy.total), GeneralizationText.ratio(accuracy.offByOne, of: accuracy.total)]
    }

    /// A fixture's mark in the fixtures table: `held out`, `set a limit: minimum duration`, or `–` when unknown.
    static func limitsCell(_ fixture: FixtureResult) -> String {
        guard let limits = fixture.setLimits, let role = fixture.limitRole else { return "–" }
        return limits.isEmpty ? role : role + ": " + limits.map(MarginText.name).joined(separator: ", ")
    }

    static let accuracyHeadings = ["fixtures", "with a rep label", "exact", "off by at most one"]

    private var unknownNote: String {
        let unknown = Generalization(results).unknown
        return switch unknown {
        case 0: ""
        case 1: " 1 fixture's results do not say which limits it set: in neither group."
        default: " \(unknown) fixtures' results do not say which limits they set: in neither group."
        }
    }

    var generalizationHTML: String {
        let generalization = Generalization(results)
        var html = "<h2>Held out</h2><p class=\"meta\">\(XMLText.escaped(GeneralizationText.explanation + unknownNote))</p>"
        html += "<table id=\"held-out\"><tr>" + Self.accuracyHeadings.map { "<th>\($0)</th>" }.joined() + "</tr>"
        for group in GeneralizationText.groups(generalization) {
            html += "<tr><td>\(group.title)</td>" + Self.accuracyCells(group.accuracy).map { "<td>\($0)</td>" }.joined() + "</tr>"
        }
        html += "</table><h3>Closest real rep to each limit</h3><p class=\"meta\">\(XMLText.escaped(GeneralizationText.limitExplanation))</p>"
        html += "<table id=\"limit-margins\"><tr>" + Self.limitHeadings.map { "<th>\($0)</th>" }.joined() + "</tr>"
        for margin in generalization.limits {
            let cells = Self.limitCells(margin).map(XMLText.escaped)
            html += "<tr>" + cells.enumerated().map { index, cell in
                index == 3 ? "<td><a href=\"#\(FixtureSection.anchor(margin.fixture))\">\(cell)</a></td>" : "<td>\(cell)</td>"
            }.joined() + "</tr>"
        }
        return html + "</table>"
    }

    var generalizationMarkdown: String {
        let generalization = Generalization(results)
        var text = "\n### Held out\n\n\(GeneralizationText.explanation + unknownNote)\n\n"
        text += "| " + Self.accuracyHeadings.joined(separator: " | ") + " |\n| --- |" + String(repeating: " ---: |", count: 3) + "\n"
        for group in GeneralizationText.groups(generalization) {
            text += "| \(group.title) | " + Self.accuracyCells(group.accuracy).joined(separator: " | ") + " |\n"
        }
        text += "\n#### Closest real rep to each limit\n\n\(GeneralizationText.limitExplanation)\n\n"
        text += "| " + Self.limitHeadings.joined(separator: " | ") + " |\n| --- | --- | ---: | --- |" + String(repeating: " ---: |", count: 6) + "\n"
        for margin in generalization.limits {
            var cells = Self.limitCells(margin)
            cells[3] = "`\(cells[3])`"
            text += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return text
    }
}
