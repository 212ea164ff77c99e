import KinesiaYAML

/// A named folder fixtures live under: beside the manifest, or outside the repository through
/// an environment variable or a command-line override (large videos stay out of git).
public struct FixtureRoot: Sendable, Hashable {
    /// What happens to the fixtures under a root that cannot be found.
    public enum WhenMissing: String, Sendable, Hashable, CaseIterable {
        /// The fixtures fail: the default, so nothing passes by not running.
        case fail
        /// The fixtures are reported as skipped, for roots only some machines have.
        case skip
    }

    public var name: String
    /// An environment variable naming the folder; it wins over `path` when set.
    public var environmentVariable: String?
    /// The folder, relative to the manifest's folder unless absolute.
    public var path: String?
    public var whenMissing: WhenMissing
    public var mark: YAMLMark

    public init(name: String, environmentVariable: String?, path: String?, whenMissing: WhenMissing, mark: YAMLMark) {
        self.name = name
        self.environmentVariable = environmentVariable
        self.path = path
        self.whenMissing = whenMissing
        self.mark = mark
    }
}
