/// A fixture that cannot run: a missing root or file, a checksum mismatch. It fails.
public struct UnresolvedFixture: Sendable, Hashable {
    public var fixture: Fixture
    public var errors: [ManifestError]

    public init(fixture: Fixture, errors: [ManifestError]) {
        self.fixture = fixture
        self.errors = errors
    }
}
