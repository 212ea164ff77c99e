import Foundation
import KinesiaResults
import KinesiaSupport

/// The matrix by check, as the nightly report shows it: per mutant its target checks, the
/// fixtures that killed it by one of them, and how many fixtures failed each check. Built
/// from a `MutationMatrix` (in the harness, which runs the mutants), or read back from
/// `kinesia mutate --json` (`kinesia report --mutation`).
package struct MutationSummary: Sendable, Hashable {
    package struct Row: Sendable, Hashable {
        package var mutant: String
        package var summary: String
        package var targets: [FixtureCheck]
        package var killedBy: [String]
        /// Fixtures that failed other checks only.
        package var offTarget: [String]
        /// Fixtures failing each check under the mutant.
        package var checks: [FixtureCheck: [String]]

        package init(mutant: String, summary: String, targets: [FixtureCheck], killedBy: [String], offTarget: [String], checks: [FixtureCheck: [String]]) {
            self.mutant = mutant
            self.summary = summary
            self.targets = targets
            self.killedBy = killedBy
            self.offTarget = offTarget
            self.checks = checks
        }

        /// How many fixtures failed `check`, `*` marking a target.
        func cell(_ check: FixtureCheck) -> String { (targets.contains(check) ? "*" : "") + String(checks[check]?.count ?? 0) }
    }

    package var rows: [Row]

    package init(rows: [Row]) { self.rows = rows }

    package var survivors: [String] { rows.filter(\.killedBy.isEmpty).map(\.mutant) }

    /// The checks any row failed or targets, in check order: the table's columns.
    var columns: [FixtureCheck] {
        FixtureCheck.allCases.filter { check in rows.contains { $0.targets.contains(check) || $0.checks[check] != nil } }
    }

    /// A table: a row per mutant, a column per check (fixtures failing it, `*` a target), then
    /// the fixtures that killed it, or that it survived.
    package var markdown: String {
        var text = "## Mutants by check\n\n\(rows.count - survivors.count) of \(rows.count) mutants killed by their target checks (`*`).\n\n"
        text += "| mutant | " + columns.map(\.rawValue).joined(separator: " | ") + " | killed by |\n"
        text += "| --- |" + String(repeating: " ---: |", count: columns.count) + " --- |\n"
        for row in rows {
            let cells = columns.map(row.cell)
            let verdict = row.killedBy.isEmpty ? "**survived**" : row.killedBy.map { "`\($0)`" }.joined(separator: ", ")
            text += "| `\(row.mutant)` | " + cells.joined(separator: " | ") + " | \(verdict) |\n"
        }
        return text + "\n"
    }

    /// The table as console text (`kinesia mutate`).
    package var text: String {
        let width = max(6, rows.map(\.mutant.count).max() ?? 0) + 2
        func padded(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0) }
        var text = "fixtures failing each check (* a target check):\n"
        text += padded("mutant", width) + columns.map { padded($0.rawValue, $0.rawValue.count + 2) }.joined() + "\n"
        for row in rows {
            text += padded(row.mutant, width) + columns.map { padded(row.cell($0), $0.rawValue.count + 2) }.joined() + "\n"
        }
        return text
    }

    package var html: String {
        var body = "<h2>Mutants by check</h2><p class=\"meta\">\(rows.count - survivors.count) of \(rows.count) mutants killed by their target checks (*); each cell counts the fixtures that failed the check under the mutant.</p>"
        body += "<table id=\"mutants\"><tr><th>mutant</th>" + columns.map { "<th>\($0.rawValue)</th>" }.joined() + "<th>killed by</th></tr>"
        for row in rows {
            body += "<tr><td title=\"\(XMLText.escaped(row.summary))\">\(XMLText.escaped(row.mutant))</td>"
            body += columns.map { "<td>\(row.cell($0))</td>" }.joined()
            body += "<td>" + (row.killedBy.isEmpty ? "<strong>survived</strong>" : XMLText.escaped(row.killedBy.joined(separator: ", "))) + "</td></tr>"
        }
        return body + "</table>"
    }
}

// `kinesia mutate --json` read back (manifests/RESULTS.md): only the per-mutant rows; the
// fixtures' cells are checked for shape by their own keys being known, not decoded.
extension MutationSummary {
    /// The format the mutation matrix writes (`MutationMatrix`) and the summary reads back.
    package static let format = "kinesia.mutation"
    /// Version 2 judges kills by target check and records every failed check.
    package static let version = 2

    static let jsonKeys: JSONKeys = ["manifests", "errors", "mutants", "fixtures", "survivors", "fixturesKillingNone", "exitStatus"]
    static let rowKeys: JSONKeys = ["name", "summary", "targets", "killedBy", "offTarget", "checks", "survived"]

    package init(json: JSONValue) throws(JSONContentError) {
        let fields = try JSONObjectReader.document(
            json, format: Self.format, versions: [Self.version], keys: Self.jsonKeys)
        rows = []
        for row in try fields.objects("mutants", keys: Self.rowKeys) {
            var checks: [FixtureCheck: [String]] = [:]
            let byCheck = try row.openObject("checks")
            for member in byCheck.members {
                guard let check = FixtureCheck(rawValue: member.key) else {
                    throw JSONContentError(byCheck.path(of: member.key), .invalid("unknown check (expected \(FixtureCheck.allCases.map(\.rawValue).joined(separator: ", ")))"))
                }
                checks[check] = try byCheck.strings(member.key)
            }
            var targets: [FixtureCheck] = []
            for (index, name) in try row.strings("targets").enumerated() {
                guard let check = FixtureCheck(rawValue: name) else {
                    throw JSONContentError(row.path(of: "targets").appending(index: index), .invalid("unknown check `\(name)`"))
                }
                targets.append(check)
            }
            rows.append(Row(
                mutant: try row.string("name"), summary: try row.string("summary"), targets: targets,
                killedBy: try row.strings("killedBy"), offTarget: try row.strings("offTarget"), checks: checks))
        }
    }

    package init(contentsOf url: URL) throws(JSONFileError) {
        self = try JSONFile.read(url, decode: MutationSummary.init(json:))
    }
}
