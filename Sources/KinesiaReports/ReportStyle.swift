/// The report's CSS, inline so the page needs nothing beside it but its images.
enum ReportStyle {
    static let css = """
        body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #222; max-width: 1180px; }
        h1 { font-size: 24px; margin: 0 0 4px; } h2 { margin-top: 32px; border-bottom: 1px solid #ccc; } h3 { margin-bottom: 2px; }
        table { border-collapse: collapse; margin: 8px 0; } th, td { border: 1px solid #d4d4d4; padding: 3px 8px; text-align: right; }
        th { background: #f2f2f2; } td:first-child, th:first-child { text-align: left; }
        td.definition { text-align: left; color: #555; font-size: 12px; max-width: 520px; }
        td.over { color: #b00020; font-weight: 600; }
        .ci { color: #777; font-size: 11px; display: block; }
        .status { font-size: 12px; padding: 1px 6px; border-radius: 3px; color: #fff; background: #2e9e4f; }
        .status.failed, .status.error { background: #d62728; } .status.quarantined { background: #b8860b; } .status.skipped { background: #888; }
        .flag { color: #d62728; font-weight: bold; } .better { color: #2e9e4f; font-weight: bold; }
        .meta { color: #555; margin: 2px 0; } ul.failures { color: #b00; } .check { font-family: monospace; color: #555; }
        svg.chart { display: block; font: 11px system-ui, sans-serif; }
        svg.chart .plot { fill: #fbfbfb; stroke: #bbb; } svg.chart .grid { stroke: #e6e6e6; } svg.chart .axis { stroke: #888; }
        svg.chart .axis-label { fill: #444; } svg.chart .note { font-size: 10px; }
        figure { margin: 10px 0; } figure.frame img { max-width: 640px; max-height: 480px; border: 1px solid #ccc; }
        figcaption { color: #555; font-size: 12px; max-width: 640px; }
        section.fixture { border-top: 1px solid #ddd; padding-top: 6px; margin-top: 18px; }
        code { font-size: 12px; }
        """
}
