import KinesiaManifest

/// The results of one `kinesia run` (or of merged shards): the single model every output
/// is rendered from (console, results.json, JUnit XML, GitHub annotations, Markdown).
public struct RunResults: Sendable, Hashable {
    public static let format = "kinesia.results"
    public static let version = 5
    /// Version 1 files read with the version 2 members absent (nil); version 1 and 2 files
    /// with their failures' checks unrecorded (nil); version 1 to 3 files without the version 4
    /// keypoint members (nil, `hidden` 0); version 1 to 4 files without `regression` and `p95` (nil).
    package static let readableVersions = [1, 2, 3, 4, 5]

    public var environment: RunEnvironment
    public var manifests: [String]
    /// The shard these results cover; nil for a whole run or a merge.
    package var shard: Shard?
    /// Manifest and configuration errors, printed as `file:line:column: message`.
    public var errors: [RunError]
    /// In manifest order.
    public var fixtures: [FixtureResult]
    /// The signal that stopped the run (`SIGINT`, `SIGTERM`) when it was cut short: only the
    /// fixtures finished before it are listed, and the results are not a complete run.
    package var interrupted: String?

    public init(
        environment: RunEnvironment, manifests: [String], shard: Shard?, errors: [RunError], fixtures: [FixtureResult],
        interrupted: String? = nil
    ) {
        self.environment = environment
        self.manifests = manifests
        self.shard = shard
        self.errors = errors
        self.fixtures = fixtures
        self.interrupted = interrupted
    }

    public func count(_ status: FixtureStatus) -> Int { fixtures.filter { $0.status == status }.count }

    /// 2 when the input or configuration was bad (a manifest error, or a fixture that could
    /// not run), else 1 when a fixture failed, else 0.
    public var exitStatus: Int32 {
        if !errors.isEmpty || fixtures.contains(where: { $0.status == .error }) { return 2 }
        return fixtures.contains { $0.status == .failed } ? 1 : 0
    }

    /// The same results with every wall-clock time zeroed.
    package var withoutTimings: RunResults {
        var copy = self
        copy.fixtures = fixtures.map(\.withoutTimings)
        return copy
    }
}
