import KinesiaResults

/// The PR delta's "Held out" section: count accuracy on fixtures no limit was set from apart
/// from the rest, and each limit's closest real rep, base against head.
extension ResultsDelta {
    var generalizationMarkdown: String {
        let (base, head) = (generalization.base, generalization.head)
        var text = "### Held out\n\n\(GeneralizationText.explanation)\n\n"
        text += "| fixtures | base | head |\n| --- | --- | --- |\n"
        for (old, new) in zip(GeneralizationText.groups(base), GeneralizationText.groups(head)) {
            let cells = (GeneralizationText.accuracy(old.accuracy, unknown: base.unknown), GeneralizationText.accuracy(new.accuracy, unknown: head.unknown))
            text += "| \(new.title) | \(cells.0) | \(cells.0 != cells.1 ? "**\(cells.1)**" : cells.1) |\n"
        }
        guard !base.limits.isEmpty || !head.limits.isEmpty else { return text + "\n" }
        text += "\n#### Closest real rep to each limit\n\n\(GeneralizationText.limitExplanation)\n\n"
        text += "| exercise | limit | base | head |\n| --- | --- | --- | --- |\n"
        // The head's order (its closest first), then limits only the base had.
        let headNames = Set(head.limits.map(\.name))
        for margin in head.limits + base.limits.filter({ !headNames.contains($0.name) }) {
            let (old, new) = (base.limits.first { $0.name == margin.name }, head.limits.first { $0.name == margin.name })
            let cells = (old.map(GeneralizationText.closest) ?? "–", new.map(GeneralizationText.closest) ?? "–")
            // Bold where the printed values differ: a move below their precision is float noise.
            let moved = cells.0 != cells.1
            text += "| \(margin.exercise) | \(GeneralizationText.limitName(margin)) | "
                + "\(MarkdownSummary.cell(cells.0)) | \(moved ? "**\(MarkdownSummary.cell(cells.1))**" : MarkdownSummary.cell(cells.1)) |\n"
        }
        return text + "\n"
    }
}
