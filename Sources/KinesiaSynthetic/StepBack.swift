/// The person first seen nearer than their place, as after pressing record on a phone, then
/// stepping back to it: first on the line to the lens so that they look `scale` times larger,
/// easing back to their place over `seconds`. A synthetic session moves its camera along that
/// line (`SyntheticSession.stepBack`); a rendered one moves the subject (`KinesiaRender`).
public struct StepBack: Sendable, Equatable {
    /// How much larger the subject looks at the first frame than at its place (1.05…3).
    public var scale: Double
    /// Seconds from the first frame until the subject stands at its place.
    public var seconds: Double

    public static let scales = 1.05...3.0
    public static let durations = 0.1...10.0

    public init(scale: Double, seconds: Double = 1) {
        precondition(Self.scales.contains(scale) && Self.durations.contains(seconds), "StepBack(scale: \(scale), seconds: \(seconds)) out of range")
        self.scale = scale
        self.seconds = seconds
    }

    /// The share of the way from the place to the lens still to walk back at `time`: the depth of
    /// the subject's middle is its depth at the place times `1 - (1 - 1/scale) · remaining`.
    /// Eased so the walk starts and ends at rest; none from `seconds` on.
    public func remaining(at time: Double) -> Double {
        guard time < seconds else { return 0 }
        let progress = max(0, time / seconds)
        return 1 - progress * progress * (3 - 2 * progress)
    }

    /// The share of its depth at the place the subject's middle stands at, at `time`.
    public func depthShare(at time: Double) -> Double {
        1 - (1 - 1 / scale) * remaining(at: time)
    }
}
