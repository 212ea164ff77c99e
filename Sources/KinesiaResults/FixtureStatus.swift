/// How a fixture came out.
public enum FixtureStatus: String, Sendable, Hashable, CaseIterable {
    /// Every run identical and every comparison within tolerance.
    case passed
    /// A comparison failed, the runs differed, or the watchdog gave up on the fixture.
    case failed
    /// Marked as a known failure in the manifest: it ran and is reported, but does not fail
    /// the gate (its `failures` say whether it still fails).
    case quarantined
    /// Not run: its fixture root is missing and the manifest allows that.
    case skipped
    /// Could not run: a missing or mismatched file, an unreadable recording, an option the
    /// pipeline does not take.
    case error

    /// Whether this status fails the gate.
    public var failsGate: Bool { self == .failed || self == .error }
}
