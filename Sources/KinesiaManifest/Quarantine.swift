/// A fixture known to fail: it still runs and is reported, but does not fail the gate.
public struct Quarantine: Sendable, Hashable {
    public var reason: String
    /// The issue tracking the fix: a URL or `#123`.
    public var issue: String

    public init(reason: String, issue: String) {
        self.reason = reason
        self.issue = issue
    }
}
