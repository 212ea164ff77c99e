import KinesiaResults

/// The movements of a fixture's smoothed-angle trace as the engine finds them, simply: up
/// through the start threshold, then down through the end threshold (interpolated between
/// poses), or, having come back the whole range, rising again from the trough by the
/// thresholds' gap (a rep split there). A labelled rep the engine rejected leaves no counted
/// times in results.json; this is where its duration is found again.
package struct ThresholdCrossing: Sendable, Hashable {
    package var start: Double
    package var end: Double
    /// The highest angle of the movement, and the lowest at rest before it.
    package var peak: Double
    package var rest: Double

    package var duration: Double { end - start }

    package static func movements(in trace: AngleTrace, minimumRange: Double) -> [ThresholdCrossing] {
        let startThreshold = trace.startThreshold, endThreshold = trace.endThreshold
        var movements: [ThresholdCrossing] = []
        var previous: (time: Double, angle: Double)?
        var started: Double?
        var peak = 0.0, rest = Double.infinity
        var trough = (angle: 0.0, time: 0.0)  // the lowest since the peak
        for (time, sample) in zip(trace.times, trace.angles) {
            guard let angle = sample else { continue }
            func crossing(_ threshold: Double) -> Double {
                guard let previous, previous.angle != angle else { return time }
                let fraction = (threshold - previous.angle) / (angle - previous.angle)
                return previous.time + min(1, max(0, fraction)) * (time - previous.time)
            }
            if let start = started {
                if peak - trough.angle >= minimumRange && angle >= trough.angle + (startThreshold - endThreshold) {
                    movements.append(ThresholdCrossing(start: start, end: trough.time, peak: peak, rest: rest))
                    (started, peak, rest, trough) = (trough.time, angle, trough.angle, (angle, time))
                } else {
                    if angle > peak {
                        (peak, trough) = (angle, (angle, time))
                    } else if angle < trough.angle {
                        trough = (angle, time)
                    }
                    if angle < endThreshold {
                        movements.append(ThresholdCrossing(start: start, end: crossing(endThreshold), peak: peak, rest: rest))
                        (started, rest) = (nil, angle)
                    }
                }
            } else if angle > startThreshold && previous != nil {
                (started, peak, trough) = (crossing(startThreshold), angle, (angle, time))
            } else {
                rest = min(rest, angle)
            }
            previous = (time, angle)
        }
        return movements
    }
}
