/// A parsed manifest: its fixture roots and the fixtures that read without error.
public struct Manifest: Sendable, Hashable {
    /// The only schema version this build reads (see manifests/SCHEMA.md).
    public static let supportedVersion = 1

    /// The path the manifest was loaded from, as given; relative roots resolve against its folder.
    public var path: String
    public var version: Int
    public var roots: [FixtureRoot]
    public var fixtures: [Fixture]

    public init(path: String, version: Int, roots: [FixtureRoot], fixtures: [Fixture]) {
        self.path = path
        self.version = version
        self.roots = roots
        self.fixtures = fixtures
    }
}
