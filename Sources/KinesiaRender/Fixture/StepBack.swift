import KinesiaMotion
import KinesiaSynthetic

extension StepBack {
    /// Where the subject is at `time`, as a shift of its place along the floor toward the lens
    /// (stepping back) or away from it (stepping forward): far enough that the depth of `centre`
    /// (the body's middle at its place) is `depthShare` of its depth there (apparent size goes as
    /// one over depth).
    public func shift(at time: Double, camera: RenderCamera, centre: Vector3) -> Vector3 {
        let view = camera.view
        let towardLens = Vector3(view.position.x - centre.x, 0, view.position.z - centre.z).normalized
        let depth = view.depth(of: centre)
        let distance = depth * (1 - 1 / scale) / -towardLens.dot(view.forward)
        return (distance * remaining(at: time)) * towardLens
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
