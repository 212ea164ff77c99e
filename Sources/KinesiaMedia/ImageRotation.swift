/// A quarter-turn, clockwise: how far a picture is turned to show it upright.
public enum ImageRotation: Int, Sendable, Hashable, CaseIterable {
    case none = 0
    case clockwise90 = 90
    case clockwise180 = 180
    case clockwise270 = 270

    /// Degrees clockwise, 0 ..< 360.
    public var degrees: Int { rawValue }

    /// The nearest quarter-turn to any angle in degrees clockwise (display matrices hold
    /// floating-point angles such as -90.00000250447816).
    public init(nearestTo clockwiseDegrees: Double) {
        let quarters = Int((clockwiseDegrees / 90).rounded()) % 4
        self = ImageRotation(rawValue: ((quarters + 4) % 4) * 90)!
    }

    /// The turn that undoes this one.
    package var inverse: ImageRotation { ImageRotation(rawValue: (360 - rawValue) % 360)! }

    /// True when the turn swaps width and height.
    package var swapsDimensions: Bool { self == .clockwise90 || self == .clockwise270 }

    /// The size of a `width` × `height` picture after this turn.
    public func turned(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsDimensions ? (height, width) : (width, height)
    }
}
