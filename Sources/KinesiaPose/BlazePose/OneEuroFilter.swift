import Foundation

/// The One Euro filter as MediaPipe's LandmarksSmoothingCalculator runs it: an exponential
/// smoother whose cutoff rises with speed, so still points stop jittering and moving points
/// do not lag. Speed is measured in object sizes per second (`valueScale` = 1 / size).
struct OneEuroFilter {
    var minimumCutoff: Double
    var beta: Double
    var derivativeCutoff: Double = 1
    /// Assumed until two timestamps give the real rate.
    private var frequency: Double = 30
    private var lastTime: Double?
    private var lastRaw: Double?
    private var value: Double?
    private var derivative: Double?

    init(minimumCutoff: Double, beta: Double) {
        self.minimumCutoff = minimumCutoff
        self.beta = beta
    }

    mutating func apply(_ raw: Double, at time: Double, valueScale: Double) -> Double {
        if let lastTime {
            // Timestamps must advance; a repeated one passes the value through.
            guard time > lastTime else { return raw }
            frequency = 1 / (time - lastTime)
        }
        lastTime = time
        let speed = lastRaw.map { (raw - $0) * valueScale * frequency } ?? 0
        lastRaw = raw
        let smoothedSpeed = Self.blend(derivative, speed, alpha(derivativeCutoff))
        derivative = smoothedSpeed
        let smoothed = Self.blend(value, raw, alpha(minimumCutoff + beta * abs(smoothedSpeed)))
        value = smoothed
        return smoothed
    }

    private func alpha(_ cutoff: Double) -> Double {
        let tau = 1 / (2 * Double.pi * cutoff)
        return 1 / (1 + tau * frequency)
    }

    private static func blend(_ previous: Double?, _ current: Double, _ alpha: Double) -> Double {
        guard let previous else { return current }
        return alpha * current + (1 - alpha) * previous
    }
}
