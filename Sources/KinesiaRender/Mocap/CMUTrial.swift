import Foundation
import KinesiaMotion

/// A CMU motion-capture trial of the shared data (`cmu/`): which library exercises it holds,
/// in which segment, and the rep times NOTICE.md gives for each (confirmed against the data
/// when the trial is loaded: `MocapExercise.trajectory`).
public struct CMUTrial: Sendable {
    public struct Segment: Sendable {
        public var exercise: String
        /// Seconds into the trial.
        public var start: Double
        public var end: Double
        /// NOTICE.md's rep times: the bottom of each squat, the arms overhead in each jumping
        /// jack, the higher knee at the top of each knee raise.
        public var repTimes: [Double]
        /// Reps under way when the segment ends: started, never finished inside it.
        public var unfinished = 0
    }

    public var name: String
    public var subject: String
    public var segments: [Segment]

    /// The trials whose segments are library exercises. A segment with a rep NOTICE.md calls
    /// partial at its start is left out (13_30's jumping jacks). NOTICE.md counts the knee raises
    /// and 13_31's jumping jacks without times: theirs are the signal's peaks found in the data
    /// (the higher knee, the wrists), one per counted rep.
    public static let all: [CMUTrial] = [
        CMUTrial(name: "13_29", subject: "13", segments: [
            // NOTICE.md's 4th jack (3.87 s) straddles the segment's end: the arms are rising when it
            // ends, so it is unfinished, not a rep.
            Segment(exercise: "jumpingJack", start: 0, end: 3.9, repTimes: [0.52, 1.62, 2.76], unfinished: 1),
            Segment(exercise: "kneeRaise", start: 22.5, end: 31.7, repTimes: [24.07, 25.38, 26.73, 28.10, 29.68, 31.02]),
            Segment(exercise: "squat", start: 31.7, end: 38.3, repTimes: [33.2, 36.3]),
        ]),
        CMUTrial(name: "13_30", subject: "13", segments: [
            // The squats start before NOTICE.md's 11.8 s: by then the thighs are inclined 40° (the
            // descent read as a raise), so the knee raises end at 11.5 s.
            Segment(exercise: "kneeRaise", start: 6.7, end: 11.5, repTimes: [7.47, 8.72, 9.83, 11.01]),
            Segment(exercise: "squat", start: 11.8, end: 16.1, repTimes: [13.0, 15.3]),
        ]),
        CMUTrial(name: "13_31", subject: "13", segments: [
            Segment(exercise: "kneeRaise", start: 3.3, end: 8.2, repTimes: [3.95, 5.13, 6.39, 7.44]),
            Segment(exercise: "jumpingJack", start: 22.7, end: 25.1, repTimes: [23.32, 24.42]),
        ]),
        CMUTrial(name: "14_14", subject: "14", segments: [
            Segment(exercise: "jumpingJack", start: 0, end: 3.8, repTimes: [1.00, 2.08, 3.13]),
            Segment(exercise: "squat", start: 8.7, end: 13.4, repTimes: [9.88, 12.3]),
            Segment(exercise: "kneeRaise", start: 13.4, end: 19.0, repTimes: [14.24, 15.28, 16.30, 17.40, 18.40]),
        ]),
        CMUTrial(name: "14_20", subject: "14", segments: [
            Segment(exercise: "jumpingJack", start: 0, end: 3.6, repTimes: [0.62, 1.74, 2.93]),
            Segment(exercise: "kneeRaise", start: 7.2, end: 14.2, repTimes: [8.18, 9.31, 10.41, 11.52, 12.55, 13.75]),
        ]),
    ]

    public static func named(_ name: String) -> CMUTrial? { all.first { $0.name == name } }

    public func segment(for exercise: String) -> Segment? { segments.first { $0.exercise == exercise } }
}
