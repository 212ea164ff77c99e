import Foundation

/// The One Euro filter exactly as MediaPipe's OneEuroFilter (and TensorFlow.js's port) runs
/// it: an exponential smoother whose cutoff rises with speed, so still points stop jittering
/// and moving points do not lag. Speed is measured in object sizes per second
/// (`valueScale` = 1 / size).
struct OneEuroFilter {
    var minimumCutoff: Double
    var beta: Double
    var derivativeCutoff: Double = 1
    /// MediaPipe's configured rate, used until two non-zero timestamps give the real one.
    private var frequency: Double = 30
    /// Microseconds; MediaPipe starts at 0 and treats 0 as "no time yet", so a stream that
    /// starts at time 0 passes its first value through unfiltered. Kept, to match it.
    private var lastTime: Int64 = 0
    private var lastRaw: Double?
    private var value: Double?
    private var derivative: Double?

    init(minimumCutoff: Double, beta: Double) {
        self.minimumCutoff = minimumCutoff
        self.beta = beta
    }

    mutating func apply(_ raw: Double, at time: Double, valueScale: Double) -> Double {
        let microseconds = Int64((time * 1_000_000).rounded(.towardZero))
        // Timestamps must advance; a repeated one passes the value through.
        guard microseconds > lastTime else { return raw }
        if lastTime != 0 && microseconds != 0 {
            frequency = 1 / (Double(microseconds - lastTime) / 1_000_000)
        }
        lastTime = microseconds
        let speed = lastRaw.map { (raw - $0) * valueScale * frequency } ?? 0
        lastRaw = raw
        let smoothedSpeed = Self.blend(derivative, speed, alpha(derivativeCutoff))
        derivative = smoothedSpeed
        let smoothed = Self.blend(value, raw, alpha(minimumCutoff + beta * abs(smoothedSpeed)))
        value = smoothed
        return smoothed
    }

    private func alpha(_ cutoff: Double) -> Double {
        1 / (1 + frequency / (2 * Double.pi * cutoff))
    }

    /// `previous + alpha · (current − previous)`, MediaPipe's LowPassFilter; the first value
    /// passes through.
    private static func blend(_ previous: Double?, _ current: Double, _ alpha: Double) -> Double {
        guard let previous else { return current }
        return previous + alpha * (current - previous)
    }
}
