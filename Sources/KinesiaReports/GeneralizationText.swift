import KinesiaMotion
import KinesiaResults
import KinesiaSupport

/// Held-out accuracy and the limits' closest real reps as the report and `kinesia compare`
/// print them.
enum GeneralizationText {
    static let explanation = "Fixtures no limit was set from (held out) apart from those a limit's value was fitted to "
        + "(ExerciseLibrary.limitSources): counts that hold only on the clips a limit was tuned on show here first."

    static let limitExplanation = "Per limit, the counted real rep (filmed, derived from filmed, motion capture) "
        + "that came closest to it, the smallest share of the threshold first: a limit this close to real motion is where a "
        + "new person's clip lands past it. Past the floor or the maximum duration a rep is not counted; past a minimum it is "
        + "counted with a verdict (a negative margin: a real rep counted under it), unless one reading's jump could have made its range."

    /// The two groups with their words, held out first.
    static func groups(_ generalization: Generalization) -> [(title: String, accuracy: CountAccuracy)] {
        [("held out", generalization.heldOut), ("set a limit", generalization.setLimit)]
    }

    /// `12 / 14`
    static func ratio(_ count: Int, of total: Int) -> String { total == 0 ? "–" : "\(count) / \(total)" }

    /// `12 / 14 exact, 14 / 14 off by at most one`; `not recorded` when no fixture says and
    /// `unknown` did not say (results from before the mark).
    static func accuracy(_ accuracy: CountAccuracy, unknown: Int) -> String {
        accuracy.total == 0
            ? (unknown > 0 ? "not recorded" : "no fixture")
            : "\(ratio(accuracy.exact, of: accuracy.total)) exact, \(ratio(accuracy.offByOne, of: accuracy.total)) off by at most one"
    }

    /// `minimum duration`
    static func limitName(_ margin: LimitMargin) -> String { MarginText.name(margin.limit) }

    /// `+0.120 s of 0.3 s, 40.0 % (mediapipe-squats-front rep 3)`: how far the closest real rep sat inside the limit.
    static func closest(_ margin: LimitMargin) -> String {
        "\(MarginText.offset(margin.margin)) of \(MarginText.value(margin.margin.threshold, margin.limit)), \(NumberText.percent(margin.share)) "
            + "(\(margin.fixture) rep \(margin.rep)\(margin.setFrom ? ", set it" : ""))"
    }
}
