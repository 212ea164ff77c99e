import Foundation

/// Planar angles in degrees, in an image whose x has been scaled by its aspect ratio so that
/// one unit is the same length along both axes.
public enum Angles {
    /// The angle at `vertex` between the rays to `a` and `c`, 0…180°. `atan2` of the cross
    /// and dot products stays exact near 0° and 180°, where `acos` loses precision.
    public static func interior(_ a: (x: Double, y: Double), _ vertex: (x: Double, y: Double), _ c: (x: Double, y: Double)) -> Double {
        let ux = a.x - vertex.x, uy = a.y - vertex.y
        let vx = c.x - vertex.x, vy = c.y - vertex.y
        return atan2(abs(ux * vy - uy * vx), ux * vx + uy * vy) * degreesPerRadian
    }

    /// Flexion at `vertex`: 0° for a straight limb, growing as it bends.
    public static func flexion(_ a: (x: Double, y: Double), _ vertex: (x: Double, y: Double), _ c: (x: Double, y: Double)) -> Double {
        180 - interior(a, vertex, c)
    }

    /// The inclination from straight down of a segment whose full length is `length` and
    /// whose downward extent in the image is `drop` (y grows downward): 0° hanging, 90°
    /// horizontal, 180° pointing up. A camera turned about the vertical axis changes a
    /// segment's apparent length but not its vertical extent, so this angle is the same from
    /// the front, the side or in between, as long as the full length is known.
    public static func inclination(drop: Double, length: Double) -> Double {
        guard length > 0 else { return 0 }
        return acos(min(1, max(-1, drop / length))) * degreesPerRadian
    }

    /// Rounds to a micro-degree so that a peak built at exactly 120° reads as exactly 120.
    public static func quantized(_ degrees: Double) -> Double {
        (degrees * 1_000_000).rounded() / 1_000_000
    }

    public static let degreesPerRadian = 180 / Double.pi
}
