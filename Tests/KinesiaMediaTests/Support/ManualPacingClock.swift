import KinesiaMedia

/// A clock that moves only when told: the consumer's "work" advances it, and sleeping
/// jumps it to the deadline. Makes live pacing deterministic in tests.
final class ManualPacingClock: PacingClock {
    private(set) var current = 100.0

    func now() -> Double { current }

    func sleep(until deadline: Double) { current = max(current, deadline) }

    func advance(by seconds: Double) { current += seconds }
}
