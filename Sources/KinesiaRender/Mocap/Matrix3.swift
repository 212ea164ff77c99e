import Foundation
import KinesiaMotion
import KinesiaSynthetic

/// A 3×3 rotation, row-major: the bone frames of forward kinematics.
public struct Matrix3: Sendable, Hashable {
    public var rows: (Vector3, Vector3, Vector3)

    public init(_ r0: Vector3, _ r1: Vector3, _ r2: Vector3) { rows = (r0, r1, r2) }

    public static let identity = Matrix3(Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1))

    public static func == (a: Matrix3, b: Matrix3) -> Bool { a.rows.0 == b.rows.0 && a.rows.1 == b.rows.1 && a.rows.2 == b.rows.2 }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rows.0)
        hasher.combine(rows.1)
        hasher.combine(rows.2)
    }

    var columns: (Vector3, Vector3, Vector3) {
        (Vector3(rows.0.x, rows.1.x, rows.2.x), Vector3(rows.0.y, rows.1.y, rows.2.y), Vector3(rows.0.z, rows.1.z, rows.2.z))
    }

    public var transposed: Matrix3 { let c = columns; return Matrix3(c.0, c.1, c.2) }

    public static func * (a: Matrix3, v: Vector3) -> Vector3 { Vector3(a.rows.0.dot(v), a.rows.1.dot(v), a.rows.2.dot(v)) }

    public static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        let c = b.columns
        return Matrix3(
            Vector3(a.rows.0.dot(c.0), a.rows.0.dot(c.1), a.rows.0.dot(c.2)),
            Vector3(a.rows.1.dot(c.0), a.rows.1.dot(c.1), a.rows.1.dot(c.2)),
            Vector3(a.rows.2.dot(c.0), a.rows.2.dot(c.1), a.rows.2.dot(c.2)))
    }

    public static func rotationX(_ degrees: Double) -> Matrix3 {
        let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        return Matrix3(Vector3(1, 0, 0), Vector3(0, c, -s), Vector3(0, s, c))
    }

    public static func rotationY(_ degrees: Double) -> Matrix3 {
        let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        return Matrix3(Vector3(c, 0, s), Vector3(0, 1, 0), Vector3(-s, 0, c))
    }

    public static func rotationZ(_ degrees: Double) -> Matrix3 {
        let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        return Matrix3(Vector3(c, -s, 0), Vector3(s, c, 0), Vector3(0, 0, 1))
    }

    /// Acclaim's XYZ Euler angles: about x first, then y, then z, all about fixed axes
    /// (Rz·Ry·Rx).
    public static func acclaimXYZ(_ x: Double, _ y: Double, _ z: Double) -> Matrix3 {
        rotationZ(z) * rotationY(y) * rotationX(x)
    }
}
