import KinesiaMotion
import KinesiaSynthetic

/// One shaded solid of the scene: a shape and its colour.
public struct Solid: Sendable {
    public var shape: Shape
    public var colour: SurfaceColour

    public init(_ shape: Shape, _ colour: SurfaceColour) {
        self.shape = shape
        self.colour = colour
    }

    /// A ray hit: distance along the (unit) ray and the outward unit normal there.
    public struct Hit: Sendable {
        public var distance: Double
        public var normal: Vector3
    }

    /// The shapes the renderer rasterises. Each is convex, so a ray from outside meets its
    /// surface first at one place.
    public enum Shape: Sendable {
        /// Two spheres joined by the cone tangent to both: a limb segment that tapers.
        case roundCone(from: Vector3, to: Vector3, startRadius: Double, endRadius: Double)
        /// An ellipsoid with orthonormal `axes` and a radius along each; hits on the side
        /// where `(point − centre)·clip.normal < clip.offset` are dropped (hair over a head).
        case ellipsoid(centre: Vector3, axes: (Vector3, Vector3, Vector3), radii: Vector3, clip: ClipPlane?)
        /// A box aligned with the scene's axes (props: chair, mat).
        case box(minimum: Vector3, maximum: Vector3)
    }

    /// A half-space a clipped ellipsoid keeps.
    public struct ClipPlane: Sendable {
        public var normal: Vector3
        public var offset: Double

        public init(normal: Vector3, offset: Double) {
            self.normal = normal
            self.offset = offset
        }
    }

    /// A sphere holding the whole solid, for its screen bounding box.
    public var bounds: (centre: Vector3, radius: Double) {
        switch shape {
        case let .roundCone(a, b, ra, rb):
            let centre = 0.5 * (a + b)
            return (centre, 0.5 * (b - a).length + max(ra, rb))
        case let .ellipsoid(centre, _, radii, _):
            return (centre, max(radii.x, radii.y, radii.z))
        case let .box(minimum, maximum):
            return (0.5 * (minimum + maximum), 0.5 * (maximum - minimum).length)
        }
    }

    /// Where a ray from `origin` along the unit `direction` first meets the solid, if ahead.
    @inline(__always)
    public func hit(origin: Vector3, direction: Vector3) -> Hit? {
        switch shape {
        case let .roundCone(a, b, ra, rb):
            return Self.hitRoundCone(origin, direction, a, b, ra, rb)
        case let .ellipsoid(centre, axes, radii, clip):
            return Self.hitEllipsoid(origin, direction, centre, axes, radii, clip)
        case let .box(minimum, maximum):
            return Self.hitBox(origin, direction, minimum, maximum)
        }
    }

    /// Iñigo Quilez's ray–round-cone intersection (body, then the two end spheres).
    static func hitRoundCone(_ ro: Vector3, _ rd: Vector3, _ pa: Vector3, _ pb: Vector3, _ ra: Double, _ rb: Double) -> Hit? {
        let ba = pb - pa, oa = ro - pa, ob = ro - pb
        let rr = ra - rb
        let m0 = ba.dot(ba), m1 = ba.dot(oa), m2 = ba.dot(rd), m3 = rd.dot(oa), m5 = oa.dot(oa)
        let m6 = ob.dot(rd), m7 = ob.dot(ob)
        let d2 = m0 - rr * rr
        if d2 > 1e-12 {
            let k2 = d2 - m2 * m2
            let k1 = d2 * m3 - m1 * m2 + m2 * rr * ra
            let k0 = d2 * m5 - m1 * m1 + m1 * rr * ra * 2 - m0 * ra * ra
            let h = k1 * k1 - k0 * k2
            if h < 0 { return nil }
            if abs(k2) > 1e-12 {
                let t = (-h.squareRoot() - k1) / k2
                let y = m1 - ra * rr + t * m2
                if y > 0 && y < d2 {
                    guard t > 0 else { return nil }
                    return Hit(distance: t, normal: (d2 * (oa + t * rd) - y * ba).normalized)
                }
            }
        }
        // The end caps.
        let h1 = m3 * m3 - m5 + ra * ra
        let h2 = m6 * m6 - m7 + rb * rb
        var best: Hit?
        if h1 > 0 {
            let t = -m3 - h1.squareRoot()
            if t > 0 { best = Hit(distance: t, normal: (1 / ra) * (oa + t * rd)) }
        }
        if h2 > 0 {
            let t = -m6 - h2.squareRoot()
            if t > 0, t < (best?.distance ?? .infinity) { best = Hit(distance: t, normal: (1 / rb) * (ob + t * rd)) }
        }
        return best
    }

    static func hitEllipsoid(
        _ ro: Vector3, _ rd: Vector3, _ centre: Vector3, _ axes: (Vector3, Vector3, Vector3), _ radii: Vector3, _ clip: ClipPlane?
    ) -> Hit? {
        let relative = ro - centre
        let o = Vector3(relative.dot(axes.0) / radii.x, relative.dot(axes.1) / radii.y, relative.dot(axes.2) / radii.z)
        let d = Vector3(rd.dot(axes.0) / radii.x, rd.dot(axes.1) / radii.y, rd.dot(axes.2) / radii.z)
        let a = d.dot(d), b = o.dot(d), c = o.dot(o) - 1
        let discriminant = b * b - a * c
        guard discriminant >= 0 else { return nil }
        let t = (-b - discriminant.squareRoot()) / a
        guard t > 0 else { return nil }
        let local = o + t * d
        if let clip {
            let point = relative + t * rd
            guard point.dot(clip.normal) >= clip.offset else { return nil }
        }
        let normal = (local.x / radii.x) * axes.0 + (local.y / radii.y) * axes.1 + (local.z / radii.z) * axes.2
        return Hit(distance: t, normal: normal.normalized)
    }

    static func hitBox(_ ro: Vector3, _ rd: Vector3, _ minimum: Vector3, _ maximum: Vector3) -> Hit? {
        var near = -Double.infinity, far = Double.infinity
        var normal = Vector3(0, 0, 0)
        for axis in 0..<3 {
            let origin = [ro.x, ro.y, ro.z][axis], direction = [rd.x, rd.y, rd.z][axis]
            let low = [minimum.x, minimum.y, minimum.z][axis], high = [maximum.x, maximum.y, maximum.z][axis]
            if abs(direction) < 1e-12 {
                if origin < low || origin > high { return nil }
                continue
            }
            var t0 = (low - origin) / direction, t1 = (high - origin) / direction
            var sign = -1.0
            if t0 > t1 { swap(&t0, &t1); sign = 1 }
            if t0 > near {
                near = t0
                normal = Vector3(axis == 0 ? sign : 0, axis == 1 ? sign : 0, axis == 2 ? sign : 0)
            }
            far = min(far, t1)
            if near > far { return nil }
        }
        guard near > 0 else { return nil }
        return Hit(distance: near, normal: normal)
    }
}
