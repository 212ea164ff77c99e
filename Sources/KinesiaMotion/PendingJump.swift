/// One reading's jump (`ReadingJump`), settled at the next reading: a jump the next reading
/// takes back is a spike, a reading no body made, and a spike moves the smoothed angle only
/// for the readings it takes to fade. It makes a movement's range only where its reading was
/// the movement's extreme (a peak a glitch lifted, a rest or a trough it lowered); anywhere
/// else (partway up a rep) only what the next reading did not take back stays. Kinect reads
/// UI-PRMD s04's first incorrect lunge from the front rising 17° → 41° → 27° in three readings
/// at the rep's start, then 0.4 s of smooth rise to 63°: the whole 24° counted as a jump, and
/// the rep (47° of range) was judged by the minimums and dropped.
struct PendingJump: Sendable {
    /// The jump's size, as `ReadingJump` reads it.
    var size: Double
    /// Whether the smoothed angle rose with it.
    var rising: Bool
    /// The reading itself, the smoothing undone (`ReadingJump.reading`), when it could be.
    var reading: Double?
    /// The reading's time and smoothed angle: whether it was an extreme of the movement.
    var time: Double
    var angle: Double

    /// What of the jump stays once `next`, the following reading's jump, is known: all of it,
    /// unless the next reading moved the other way; then what it did not take back. The next
    /// reading's own jump reads smaller than what it takes back: the smoothed angle, still
    /// lifted by the spike, stands between the two readings.
    func kept(after next: PendingJump) -> Double {
        guard next.rising != rising, let reading, let following = next.reading else { return size }
        return size - min(size, abs(reading - following))
    }
}
