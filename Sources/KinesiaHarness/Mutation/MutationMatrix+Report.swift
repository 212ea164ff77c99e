import KinesiaMotion
import KinesiaReports
import KinesiaResults
import KinesiaSupport

/// The matrix as console text and as JSON (`kinesia mutate --json`, manifests/RESULTS.md).
extension MutationMatrix {
    /// A row per fixture, a column per mutant (numbered, with a legend): `K` killed by a target
    /// check, `o` failed other checks only, `.` passed anyway, `x` cannot kill (fails
    /// unmutated), `E` could not run. Then the matrix by check, each mutant's killers (or what
    /// failed instead of its targets), and the fixtures that kill nothing.
    package var consoleText: String {
        var text = ""
        for error in errors { text += "error: \(error)\n" }
        for (index, outcome) in mutants.enumerated() {
            text += "  [\(index + 1)] \(outcome.mutant.rawValue): \(outcome.mutant.summary) (target: \(Self.list(outcome.mutant.targets)))\n"
        }
        let width = max(7, unmutated.map(\.id.count).max() ?? 0)
        text += Self.padded("fixture", width) + "  unmutated  " + mutants.indices.map { Self.padded(String($0 + 1), 3) }.joined() + "\n"
        for (row, fixture) in unmutated.enumerated() {
            let cells = mutants.map { Self.padded(Self.mark($0.cells[row]), 3) }.joined()
            text += Self.padded(fixture.id, width) + "  " + Self.padded(fixture.status.rawValue, 11) + cells + "\n"
        }
        text += "K killed by a target check, o failed other checks only, . passed, x fails unmutated, E could not run\n"
        text += MutationSummary(self).text
        for outcome in mutants {
            let name = "\(outcome.mutant.rawValue) (target: \(Self.list(outcome.mutant.targets)))"
            let killers = outcome.killers
            if !killers.isEmpty {
                text += "killed \(name) by \(killers.count): \(killers.joined(separator: ", "))\n"
            } else if outcome.offTarget.isEmpty {
                text += "SURVIVED \(name): no fixture fails with \(outcome.mutant.summary)\n"
            } else {
                let checks = Set(outcome.offTarget.flatMap(\.failedChecks)).sorted()
                let fixtures = outcome.offTarget.count == 1 ? "1 fixture" : "\(outcome.offTarget.count) fixtures"
                text += "SURVIVED \(name): \(fixtures) failed \(Self.list(checks)) only, not its target\n"
            }
        }
        for fixture in unmutated where !canKill(fixture) {
            text += "cannot kill \(fixture.id): it is \(fixture.status.rawValue) unmutated\(fixture.failures.first.map { " (\($0))" } ?? "")\n"
        }
        for id in fixturesKillingNone { text += "kills none: \(id)\n" }
        let killed = mutants.count - survivors.count
        text += "\(killed) of \(mutants.count) mutants killed by their target checks on \(unmutated.filter(canKill).count) passing fixtures"
        if !survivors.isEmpty { text += "; surviving: \(survivors.map(\.rawValue).joined(separator: ", "))" }
        return text + "\n"
    }

    private static func mark(_ cell: MutantOutcome.Cell) -> String {
        if cell.killed { return "K" }
        switch cell.status {
        case nil: return "-"
        case .passed?, .quarantined?, .skipped?: return "."
        case .failed?: return "o"
        case .error?: return "E"
        }
    }

    private static func padded(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0) }

    private static func list(_ checks: [FixtureCheck]) -> String { checks.map(\.rawValue).joined(separator: ", ") }

    package var json: JSONValue {
        [
            "format": .string(Self.format),
            "version": .integer(Self.version),
            "manifests": .array(manifests.map(JSONValue.string)),
            "errors": .array(errors.map { .string($0.description) }),
            "mutants": .array(mutants.map { outcome in
                [
                    "name": .string(outcome.mutant.rawValue),
                    "summary": .string(outcome.mutant.summary),
                    "targets": .array(outcome.mutant.targets.map { .string($0.rawValue) }),
                    "killedBy": .array(outcome.killers.map(JSONValue.string)),
                    "offTarget": .array(outcome.offTarget.map { .string($0.fixture) }),
                    "checks": .object(outcome.fixturesByCheck.map { JSONMember($0.check.rawValue, .array($0.fixtures.map(JSONValue.string))) }),
                    "survived": .bool(outcome.killers.isEmpty),
                ]
            }),
            "fixtures": .array(unmutated.enumerated().map { row, fixture in
                [
                    "id": .string(fixture.id),
                    "unmutated": .string(fixture.status.rawValue),
                    "unmutatedFailures": .array(fixture.failures.map(\.json)),
                    "mutants": .object(mutants.map { outcome in
                        let cell = outcome.cells[row]
                        return JSONMember(outcome.mutant.rawValue, [
                            "status": cell.status.map { .string($0.rawValue) } ?? .null,
                            "killed": .bool(cell.killed),
                            "failedChecks": .array(cell.failedChecks.map { .string($0.rawValue) }),
                            "failures": .array(cell.failures.map(\.json)),
                        ])
                    }),
                ]
            }),
            "survivors": .array(survivors.map { .string($0.rawValue) }),
            "fixturesKillingNone": .array(fixturesKillingNone.map(JSONValue.string)),
            "exitStatus": .integer(Int(exitStatus)),
        ]
    }
}
