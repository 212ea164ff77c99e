import KinesiaMotion
import KinesiaSynthetic

/// The person first seen nearer than their place, as after pressing record on a phone, then
/// stepping back to it: the subject (body and props together) starts on the line to the lens
/// so that it looks `scale` times larger, and eases back to its place over `seconds`.
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

    /// Where the subject is at `time`, as a shift of its place along the floor toward the lens:
    /// at first far enough that the depth of `centre` (the body's middle at its place) is
    /// `1/scale` of its depth there (apparent size goes as one over depth), none from `seconds`
    /// on, eased so the walk starts and ends at rest.
    public func shift(at time: Double, camera: RenderCamera, centre: Vector3) -> Vector3 {
        guard time < seconds else { return Vector3(0, 0, 0) }
        let view = camera.view
        let towardLens = Vector3(view.position.x - centre.x, 0, view.position.z - centre.z).normalized
        let depth = view.depth(of: centre)
        let distance = depth * (1 - 1 / scale) / -towardLens.dot(view.forward)
        let progress = max(0, time / seconds)
        let eased = progress * progress * (3 - 2 * progress)
        return (distance * (1 - eased)) * towardLens
    }
}

extension Solid {
    /// The same solid moved by `offset`.
    public func translated(by offset: Vector3) -> Solid {
        switch shape {
        case let .roundCone(a, b, ra, rb):
            Solid(.roundCone(from: a + offset, to: b + offset, startRadius: ra, endRadius: rb), colour)
        case let .ellipsoid(centre, axes, radii, clip):
            // The clip plane is placed from the centre, so it moves with it.
            Solid(.ellipsoid(centre: centre + offset, axes: axes, radii: radii, clip: clip), colour)
        case let .box(minimum, maximum):
            Solid(.box(minimum: minimum + offset, maximum: maximum + offset), colour)
        }
    }
}
