/// Robust estimates of noise in a series, insensitive to the occasional outlier frame.
enum RobustSpread {
    /// MAD × 1.4826 is the standard deviation of a normal distribution.
    static let madToSigma = 1.4826

    static func median(_ values: [Double]) -> Double? {
        KeypointComparison.median(values.sorted())
    }

    /// The frame-to-frame jitter σ of a series: 1.4826·MAD of successive differences / √2.
    /// Differencing removes slow motion of the error (a drift, a systematic offset that moves
    /// with the pose); the difference of two independent draws has √2 times their σ.
    static func jitter(_ series: [Double]) -> Double? {
        let differences = zip(series.dropFirst(), series).map { $0 - $1 }
        guard let center = median(differences),
              let mad = median(differences.map { abs($0 - center) })
        else { return nil }
        return madToSigma * mad / 2.0.squareRoot()
    }
}
