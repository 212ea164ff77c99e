/// The person first seen off their place on the line to the lens, easing to it over `seconds`:
/// the camera-distance move. With `scale` over 1 they are first seen nearer and larger, as after
/// pressing record on a phone, then stepping back to their place; under 1 they are first seen
/// farther and smaller, walking up to their place (stepping forward). A synthetic session moves
/// its camera along that line (`SyntheticSession.stepBack`); a rendered one moves the subject
/// along the floor (`KinesiaRender`).
public struct StepBack: Sendable, Equatable {
    /// How many times their size at their place the subject looks at the first frame: larger
    /// stepping back (1.05…3), smaller stepping forward (1/3…0.95).
    public var scale: Double
    /// Seconds from the first frame until the subject stands at its place.
    public var seconds: Double

    /// The scales of a step back: first seen larger, nearer the lens.
    public static let backScales = 1.05...3.0
    /// The scales of a step forward: first seen smaller, farther from the lens.
    public static let forwardScales = (1.0 / 3)...0.95
    public static let durations = 0.1...10.0

    /// Whether `scale` is a step back's or a step forward's: from a third to three times the
    /// size, but at least 5 % off it (nearer is no move a picture shows).
    public static func admits(scale: Double) -> Bool {
        backScales.contains(scale) || forwardScales.contains(scale)
    }

    public init(scale: Double, seconds: Double = 1) {
        precondition(Self.admits(scale: scale) && Self.durations.contains(seconds), "StepBack(scale: \(scale), seconds: \(seconds)) out of range")
        self.scale = scale
        self.seconds = seconds
    }

    /// Whether the subject is first seen smaller, walking up to their place.
    public var isForward: Bool { scale < 1 }

    /// The share of the way between the place and where the subject was first seen still to
    /// walk at `time`: the depth of the subject's middle is its depth at the place times
    /// `1 - (1 - 1/scale) · remaining`. Eased so the walk starts and ends at rest; none from
    /// `seconds` on.
    public func remaining(at time: Double) -> Double {
        guard time < seconds else { return 0 }
        let progress = max(0, time / seconds)
        return 1 - progress * progress * (3 - 2 * progress)
    }

    /// The share of its depth at the place the subject's middle stands at, at `time`: under 1
    /// stepping back, over 1 stepping forward.
    public func depthShare(at time: Double) -> Double {
        1 - (1 - 1 / scale) * remaining(at: time)
    }
}
