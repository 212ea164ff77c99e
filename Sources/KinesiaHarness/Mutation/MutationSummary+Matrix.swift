import KinesiaReports

extension MutationSummary {
    /// The summary of a matrix just run (`kinesia mutate`).
    package init(_ matrix: MutationMatrix) {
        self.init(rows: matrix.mutants.map { outcome in
            Row(
                mutant: outcome.mutant.rawValue, summary: outcome.mutant.summary, targets: outcome.mutant.targets,
                killedBy: outcome.killers, offTarget: outcome.offTarget.map(\.fixture),
                checks: Dictionary(uniqueKeysWithValues: outcome.fixturesByCheck.map { ($0.check, $0.fixtures) }))
        })
    }
}
