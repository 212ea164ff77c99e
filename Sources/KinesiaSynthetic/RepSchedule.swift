import Foundation
import KinesiaMotion

/// When each rep of a synthetic exercise happens: a lead-in at rest, then each rep a smooth
/// cosine rise to its peak and fall back, with a rest between reps.
public struct RepSchedule: Sendable, Hashable {
    /// Peak angle of each rep; its count is the number of reps.
    public var peaks: [Double]
    /// Seconds from rest to peak and back.
    public var repDuration: Double
    public var restBetweenReps: Double
    public var leadIn: Double
    /// Seconds each rep holds its peak, between the rise and the fall (a raise held at the top).
    public var holdAtPeak: Double

    public init(peaks: [Double], repDuration: Double, restBetweenReps: Double = 0.8, leadIn: Double = 0.8, holdAtPeak: Double = 0) {
        self.peaks = peaks
        self.repDuration = repDuration
        self.restBetweenReps = restBetweenReps
        self.leadIn = leadIn
        self.holdAtPeak = holdAtPeak
    }

    /// Seconds from one rep's start to the next's.
    private var cycle: Double { repDuration + holdAtPeak + restBetweenReps }

    /// When each rep reaches its peak (the middle of a hold), seconds.
    public var peakTimes: [Double] {
        peaks.indices.map { leadIn + Double($0) * cycle + (repDuration + holdAtPeak) / 2 }
    }

    public var duration: Double {
        leadIn + Double(peaks.count) * cycle
    }

    /// The rep under way (or last finished) at time `t`, from 0.
    public func rep(at t: Double) -> Int {
        let local = t - leadIn
        guard local >= 0, !peaks.isEmpty else { return 0 }
        return min(peaks.count - 1, Int(local / cycle))
    }

    /// Progress (0 rest … 1 peak) and peak at time `t`.
    public func phase(at t: Double) -> (progress: Double, peak: Double) {
        let local = t - leadIn
        guard local >= 0 else { return (0, peaks.first ?? 0) }
        let index = Int(local / cycle)
        guard index < peaks.count else { return (0, peaks.last ?? 0) }
        var within = local - Double(index) * cycle
        if within >= repDuration / 2 {
            // Past the rise: held at the peak, then the fall.
            guard within >= repDuration / 2 + holdAtPeak else { return (1, peaks[index]) }
            within -= holdAtPeak
        }
        guard within < repDuration else { return (0, peaks[index]) }
        return ((1 - cos(2 * .pi * within / repDuration)) / 2, peaks[index])
    }
}
