import KinesiaMotion
import KinesiaResults
import KinesiaSupport

/// Margins as the console, JUnit, the report and `kinesia compare` print them: durations to
/// the millisecond (a frame at 30 fps is 0.033 s), ranges to a tenth of a degree, shares of
/// the threshold as percentages.
enum MarginText {
    /// `rep 3, duration 0.324 s against the 0.3 s minimum (+0.024 s, 7.9 % of the minimum)`
    static func describe(_ closest: CountingMargins.Closest) -> String {
        "rep \(closest.rep), " + describe(closest.margin)
    }

    /// `duration 0.324 s against the 0.3 s minimum (+0.024 s, 7.9 % of the minimum)`
    static func describe(_ margin: RepMargin) -> String {
        let (what, bound) = switch margin.limit {
        case .minimumRange: ("range", "minimum")
        case .minimumDuration: ("duration", "minimum")
        case .maximumDuration: ("duration", "maximum")
        }
        let sign = margin.limit == .maximumDuration ? "−" : "+"
        let share = margin.share.map { ", \(NumberText.percent($0)) of the \(bound)" } ?? ""
        return "\(what) \(value(margin.measured, margin.limit)) against the \(value(margin.threshold, margin.limit)) \(bound) "
            + "(\(sign)\(value(margin.margin, margin.limit))\(share))"
    }

    /// `minimum duration`
    static func name(_ limit: RepMargin.Limit) -> String {
        switch limit {
        case .minimumRange: "minimum range"
        case .minimumDuration: "minimum duration"
        case .maximumDuration: "maximum duration"
        }
    }

    /// `0.324 s` or `101.3°`, in the limit's unit.
    static func value(_ value: Double, _ limit: RepMargin.Limit) -> String {
        limit == .minimumRange ? NumberText.degrees(value) : NumberText.seconds(value, places: 3)
    }
}
