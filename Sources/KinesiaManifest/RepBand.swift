import KinesiaMotion
import KinesiaSupport

/// The band a threshold fixture's reps sit in (`labels.band`): every counted rep's range, or
/// its peak, between `lower` and `upper` degrees. Such a fixture tests a limit (a quarter squat
/// just inside the range a squat needs; jacks just under the too-shallow line), so it is only
/// worth its label while its reps stay inside: the pipeline's reps are checked against the
/// band on every run, and the truth's own reps must sit inside it with `truthMargin` to spare
/// (a test counts every banded fixture's keypoint truth through the engine).
public struct RepBand: Sendable, Hashable {
    /// What of each rep the band bounds.
    public enum Quantity: String, Sendable, Hashable, CaseIterable {
        /// Degrees from the rest before the rep to its peak: what `minimumRange` judges.
        case range
        /// The angle at the rep's peak: what `minimumPeak` rules judge.
        case peak
    }

    /// Degrees the truth keeps from either edge: a label that holds only by less would hold
    /// through measurement noise, not through the motion.
    public static let truthMargin = 1.0

    public var quantity: Quantity
    public var lower: Double
    public var upper: Double

    public init(quantity: Quantity, lower: Double, upper: Double) {
        self.quantity = quantity
        self.lower = lower
        self.upper = upper
    }

    public func value(of rep: Rep) -> Double {
        switch quantity {
        case .range: rep.range
        case .peak: rep.peak
        }
    }

    /// The reps whose value lies outside the band narrowed by `margin` on each side.
    public func outside(_ reps: [Rep], margin: Double = 0) -> [Rep] {
        reps.filter { rep in
            let value = value(of: rep)
            return value < lower + margin || value > upper - margin
        }
    }

    /// "range 55–60.5°", for messages.
    public var description: String {
        "\(quantity.rawValue) \(NumberText.trimmed(lower, places: 1))–\(NumberText.degrees(upper))"
    }

    /// What the band says of reps that leave it, one message each: "rep 2 at 3.1 s has range
    /// 60.6°, outside its labelled band (range 55–60.5°)".
    public func failures(_ reps: [Rep], margin: Double = 0, whose: String = "") -> [String] {
        let band = margin > 0 ? "\(description) less \(NumberText.degrees(margin)) each side" : description
        return outside(reps, margin: margin).map { rep in
            "\(whose)rep \(rep.number) at \(NumberText.seconds(rep.peakTime)) has \(quantity.rawValue) "
                + "\(NumberText.degrees(value(of: rep))), outside its labelled band (\(band))"
        }
    }
}
