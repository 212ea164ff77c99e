/// The least a movement must do to be counted at all: what jitter alone produces, far below
/// any real rep. A movement under the floor is rejected (`RepEvent.rejected`); a real rep that
/// is merely fast or shallow clears it and is counted with a verdict, judged against the
/// exercise's minimums and then against the set's own reps (`SetNorm`). A movement whose range
/// one reading's jump could have made (`ReadingJump`) is judged by the minimums instead.
public struct RepFloor: Sendable, Hashable {
    /// Degrees from the rest before the movement to its peak.
    public var range: Double
    /// Seconds between the thresholds.
    public var duration: Double
    /// Why these values: what they keep out, and how far under real motion they sit.
    public var source: String

    public init(range: Double, duration: Double, source: String) {
        self.range = range
        self.duration = duration
        self.source = source
    }

    /// Jitter of a few degrees cannot cross both thresholds (10–20° apart) and rise 25°, nor
    /// stay past them for six readings at 30 fps. The real reps measured
    /// (`scripts/measure-real-rep-tally`: every UI-PRMD subject's squats, lunges and leg raises
    /// and the CMU segments, from six cameras) rise at least 40° and spend at least 0.21 s
    /// between the thresholds (lunges that barely clear them).
    public static let noise = RepFloor(
        range: 25, duration: 0.2,
        source: "what jitter alone produces: it cannot cross both thresholds and rise 25°, nor stay past them 0.2 s (six readings at 30 fps); the shallowest real rep counted as labelled rises 40.7° (UI-PRMD m03_s08_e06 incorrect lunge, side-on at the waist), the briefest spends 0.21 s between the thresholds (UI-PRMD m03_s04_e01 incorrect lunge, from the front on the floor, barely over them), of every UI-PRMD squat, lunge and leg raise and every CMU segment from six cameras (scripts/measure-real-rep-tally)")
}
