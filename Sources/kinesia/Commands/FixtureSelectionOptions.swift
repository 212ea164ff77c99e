import KinesiaCommandLine
import KinesiaHarness
import KinesiaManifest

/// `--filter`, `--tags` and `--root`: which of the manifests' fixtures `run` and `mutate` take,
/// and where their roots are.
struct FixtureSelectionOptions: ArgumentGroup {
    let filters = Option(repeated: "filter", as: String.self, valueName: "GLOB", help: "run fixtures whose id matches (* and ?; any of several)")
    let tags = Option(
        repeated: "tags", as: TagFilter.self, help: "run fixtures with this tag or property, e.g. regression, angle=side (all of several)")
    let roots = FixtureRootsOption()

    /// The selected fixtures of `manifests` (of `shard` when given); errors are printed.
    func plan(_ arguments: ParsedArguments, manifests: [String], shard: Shard? = nil) throws -> RunPlan {
        let selection = FixtureSelection(patterns: arguments[filters].map(IDPattern.init), tags: arguments[tags], shard: shard)
        return try ManifestPlan.make(manifests: manifests, selection: selection, resolver: roots.resolver(arguments))
    }
}
