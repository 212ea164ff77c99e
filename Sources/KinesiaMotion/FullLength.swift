/// The full length of one body segment (or extent) as a session learns it: the longest a
/// slowly smoothed length has been, relaxing a little per second. The maximum of raw lengths
/// would follow the jitter's peaks and creep up all session, making a limb at rest read as bent.
struct FullLength: Sendable {
    private var smoothed = Double.nan
    private(set) var full = 0.0

    /// Takes a length seen now and returns the full length; `update` says how far the slow
    /// average and the remembered length move since the last reading.
    mutating func remember(_ value: Double, _ update: SideMeter.LengthUpdate) -> Double {
        smoothed = smoothed.isNaN ? value : smoothed + update.share * (value - smoothed)
        full = max(smoothed, full * update.relax)
        return full
    }

    /// The slowly smoothed length seen lately; nan before the first.
    var current: Double { smoothed }

    /// The body seen `factor` (under 1) times as large as the lengths were learned at: the
    /// remembered length shrinks with it, and so does the slow average, which would otherwise
    /// hold the remembered length up for as long as it lags the body (`BodyScale`).
    mutating func rescale(by factor: Double) {
        full *= factor
        smoothed *= factor
    }
}
