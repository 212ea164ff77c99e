import KinesiaMotion
import KinesiaSupport

/// The matrix as console text and as JSON (`kinesia mutate --json`, manifests/RESULTS.md).
extension MutationMatrix {
    /// A row per fixture, a column per mutant (numbered, with a legend): `K` killed, `.`
    /// passed anyway, `x` failed but cannot kill (fails unmutated), `E` could not run.
    /// Then each mutant's killers, the survivors and the fixtures that kill nothing.
    public var consoleText: String {
        var text = ""
        for error in errors { text += "error: \(error)\n" }
        for (index, outcome) in mutants.enumerated() { text += "  [\(index + 1)] \(outcome.mutant.rawValue): \(outcome.mutant.summary)\n" }
        let width = max(7, unmutated.map(\.id.count).max() ?? 0)
        let header = mutants.indices.map { String($0 + 1).padding(toLength: 3, withPad: " ", startingAt: 0) }.joined()
        text += "fixture".padding(toLength: width, withPad: " ", startingAt: 0) + "  unmutated  " + header + "\n"
        for (row, fixture) in unmutated.enumerated() {
            let cells = mutants.map { Self.mark($0.cells[row]).padding(toLength: 3, withPad: " ", startingAt: 0) }.joined()
            text += fixture.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + fixture.status.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0) + cells + "\n"
        }
        for outcome in mutants {
            let killers = outcome.killers
            text += killers.isEmpty
                ? "SURVIVED \(outcome.mutant.rawValue): no fixture fails with \(outcome.mutant.summary)\n"
                : "killed \(outcome.mutant.rawValue) by \(killers.count): \(killers.joined(separator: ", "))\n"
        }
        for fixture in unmutated where !canKill(fixture) {
            text += "cannot kill \(fixture.id): it is \(fixture.status.rawValue) unmutated\(fixture.failures.first.map { " (\($0))" } ?? "")\n"
        }
        for id in fixturesKillingNone { text += "kills none: \(id)\n" }
        let killed = mutants.count - survivors.count
        text += "\(killed) of \(mutants.count) mutants killed by \(unmutated.filter(canKill).count) passing fixtures"
        if !survivors.isEmpty { text += "; surviving: \(survivors.map(\.rawValue).joined(separator: ", "))" }
        return text + "\n"
    }

    private static func mark(_ cell: MutantOutcome.Cell) -> String {
        if cell.killed { return "K" }
        switch cell.status {
        case nil: return "-"
        case .passed?, .quarantined?, .skipped?: return "."
        case .failed?: return "x"
        case .error?: return "E"
        }
    }

    public var json: JSONValue {
        [
            "format": .string(Self.format),
            "version": .integer(Self.version),
            "manifests": .array(manifests.map(JSONValue.string)),
            "errors": .array(errors.map { .string($0.description) }),
            "mutants": .array(mutants.map { outcome in
                [
                    "name": .string(outcome.mutant.rawValue),
                    "summary": .string(outcome.mutant.summary),
                    "killedBy": .array(outcome.killers.map(JSONValue.string)),
                    "survived": .bool(outcome.killers.isEmpty),
                ]
            }),
            "fixtures": .array(unmutated.enumerated().map { row, fixture in
                [
                    "id": .string(fixture.id),
                    "unmutated": .string(fixture.status.rawValue),
                    "unmutatedFailures": .array(fixture.failures.map(JSONValue.string)),
                    "mutants": .object(mutants.map { outcome in
                        let cell = outcome.cells[row]
                        return JSONMember(outcome.mutant.rawValue, [
                            "status": cell.status.map { .string($0.rawValue) } ?? .null,
                            "killed": .bool(cell.killed),
                            "firstFailure": cell.firstFailure.map(JSONValue.string) ?? .null,
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
