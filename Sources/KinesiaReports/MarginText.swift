import KinesiaMotion
import KinesiaResults
import KinesiaSupport

/// Margins as the console, JUnit, the report, `kinesia compare`, `kinesia count` and
/// calibration print them: durations to the millisecond (a frame at 30 fps is 0.033 s), ranges
/// to a tenth of a degree, shares of the threshold as percentages.
package enum MarginText {
    /// `rep 3, duration 0.324 s against the 0.2 s floor (+0.124 s, 62 % of the floor)`
    package static func describe(_ closest: CountingMargins.Closest) -> String {
        "rep \(closest.rep), " + describe(closest.margin)
    }

    /// `duration 0.324 s against the 0.2 s floor (+0.124 s, 62 % of the floor)`; a rep counted
    /// under a minimum, with its verdict: `duration 0.25 s against the 0.3 s minimum (−0.05 s, −16.7 % of the minimum)`.
    package static func describe(_ margin: RepMargin) -> String {
        let share = margin.share.map { ", \(NumberText.percent($0)) of the \(margin.limit.bound)" } ?? ""
        return "\(margin.limit.measures) \(value(margin.measured, margin.limit)) against the \(value(margin.threshold, margin.limit)) \(margin.limit.bound) "
            + "(\(offset(margin))\(share))"
    }

    /// The rep's value from the threshold, signed: `+0.024 s` above it, `−0.050 s` below.
    package static func offset(_ margin: RepMargin) -> String {
        let difference = margin.measured - margin.threshold
        return (difference < 0 ? "−" : "+") + value(abs(difference), margin.limit)
    }

    /// `minimum duration`
    package static func name(_ limit: RepMargin.Limit) -> String { limit.name }

    /// `0.324 s` or `101.3°`, in the limit's unit.
    package static func value(_ value: Double, _ limit: RepMargin.Limit) -> String {
        limit.judgesRange ? NumberText.degrees(value) : NumberText.seconds(value, places: 3)
    }
}
