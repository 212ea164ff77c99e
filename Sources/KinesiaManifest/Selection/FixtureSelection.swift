import KinesiaSupport

/// Which fixtures of the manifests a run covers: ids matching any `--filter` glob (all when
/// none), carrying every `--tags` tag, and hashing into the shard.
package struct FixtureSelection: Sendable, Hashable {
    package var patterns: [IDPattern]
    package var tags: [TagFilter]
    package var shard: Shard?
    /// How messages name the selection: the options a user gave it by.
    package var name: String

    package init(patterns: [IDPattern] = [], tags: [TagFilter] = [], shard: Shard? = nil, name: String = "--filter and --tags") {
        self.patterns = patterns
        self.tags = tags
        self.shard = shard
        self.name = name
    }

    /// Whether the fixture passes the filters and tags (the shard aside).
    package func selects(_ fixture: Fixture) -> Bool {
        (patterns.isEmpty || patterns.contains { $0.matches(fixture.id) }) && tags.allSatisfy { $0.matches(fixture) }
    }

    package func includes(_ fixture: Fixture) -> Bool {
        selects(fixture) && (shard?.contains(fixtureID: fixture.id) ?? true)
    }

    /// Filters that cannot be right for these fixtures: a free tag none carries, a selection
    /// that leaves nothing (before sharding, which may legitimately leave a shard empty).
    package func problems(with fixtures: [Fixture]) -> [String] {
        var problems = tags.filter { tag in tag.isFree && !fixtures.contains { tag.matches($0) } }
            .map { "--tags \($0.text): no fixture carries this tag" }
        if problems.isEmpty, !fixtures.isEmpty, !fixtures.contains(where: selects) {
            let literal = patterns.count == 1 && !patterns[0].pattern.contains(where: { "*?".contains($0) }) ? patterns[0].pattern : nil
            let hint = literal.flatMap { NameSuggestion.closest(to: $0, among: fixtures.map(\.id)) }.map { " (did you mean \($0)?)" } ?? ""
            problems.append("\(name) select\(name.contains(" and ") ? "" : "s") none of the \(fixtures.count) fixtures\(hint)")
        }
        return problems
    }
}
