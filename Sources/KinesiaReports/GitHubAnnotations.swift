import KinesiaResults

/// GitHub Actions workflow commands (`::error file=…,line=…::message`) pointing at the
/// manifest line of each failing fixture, and at each manifest error. `pages` names each
/// failing fixture's report page (`kinesia run --artifacts`), which its annotations point at.
package enum GitHubAnnotations {
    package static func lines(_ results: RunResults, pages: [String: String] = [:]) -> [String] {
        var lines = results.errors.map { error in
            command("error", file: error.file, line: error.line, column: error.column, title: "manifest error", message: error.message)
        }
        for fixture in results.fixtures {
            let level: String
            switch fixture.status {
            case .failed, .error: level = "error"
            case .quarantined where !fixture.failures.isEmpty: level = "warning"
            default: continue
            }
            for failure in fixture.failures {
                let page = pages[fixture.id].map { " (report: \($0))" } ?? ""
                lines.append(command(level, file: fixture.manifest, line: fixture.line, column: fixture.column, title: fixture.id, message: "\(fixture.id): \(failure)\(page)"))
            }
        }
        return lines
    }

    private static func command(_ level: String, file: String?, line: Int?, column: Int?, title: String, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=\(property(file))") }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=\(property(title))")
        return "::\(level) \(properties.joined(separator: ","))::\(data(message))"
    }

    /// GitHub's escaping for a command's message.
    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// …and for a property value, which also may not hold `:` or `,`.
    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
