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
        /// NOTICE.md's rep times: the bottom of each squat, the arms overhead in each jumping jack.
        public var repTimes: [Double]
    }

    public var name: String
    public var subject: String
    public var segments: [Segment]

    /// The trials whose segments are library exercises. Knee raises are not one, and a segment
    /// with a rep NOTICE.md calls partial is left out.
    public static let all: [CMUTrial] = [
        CMUTrial(name: "13_29", subject: "13", segments: [
            Segment(exercise: "jumpingJack", start: 0, end: 3.9, repTimes: [0.52, 1.62, 2.76]),
            Segment(exercise: "squat", start: 31.7, end: 38.3, repTimes: [33.2, 36.3]),
        ]),
        CMUTrial(name: "13_30", subject: "13", segments: [
            Segment(exercise: "squat", start: 11.8, end: 16.1, repTimes: [13.0, 15.3]),
        ]),
        CMUTrial(name: "13_31", subject: "13", segments: []),
        CMUTrial(name: "14_14", subject: "14", segments: [
            Segment(exercise: "jumpingJack", start: 0, end: 3.8, repTimes: [1.00, 2.08, 3.13]),
            Segment(exercise: "squat", start: 8.7, end: 13.4, repTimes: [9.88, 12.3]),
        ]),
        CMUTrial(name: "14_20", subject: "14", segments: [
            Segment(exercise: "jumpingJack", start: 0, end: 3.6, repTimes: [0.62, 1.74, 2.93]),
        ]),
    ]

    public static func named(_ name: String) -> CMUTrial? { all.first { $0.name == name } }

    public func segment(for exercise: String) -> Segment? { segments.first { $0.exercise == exercise } }
}
