/// A fixture not run because its root is missing and the manifest allows that.
public struct SkippedFixture: Sendable, Hashable {
    public var fixture: Fixture
    public var reason: String

    public init(fixture: Fixture, reason: String) {
        self.fixture = fixture
        self.reason = reason
    }
}
