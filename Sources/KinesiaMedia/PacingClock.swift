/// The one clock a live-paced source may read. Injected, so tests drive it by hand and the
/// analysis path never reads the wall clock.
public protocol PacingClock {
    /// Seconds since an arbitrary, fixed origin.
    func now() -> Double
    /// Returns once `now()` has reached `deadline`.
    func sleep(until deadline: Double)
}
