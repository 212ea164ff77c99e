import Foundation

/// A point or direction in the synthetic scene, metres: x to the person's left as seen by
/// a camera in front of them (image right), y up, z forward (toward the front camera).
public struct Vector3: Sendable, Hashable {
    public var x: Double, y: Double, z: Double

    public init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    public static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    public static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
    public static func * (s: Double, v: Vector3) -> Vector3 { Vector3(s * v.x, s * v.y, s * v.z) }
    public func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }
    public func cross(_ o: Vector3) -> Vector3 { Vector3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    public var length: Double { dot(self).squareRoot() }
    public var normalized: Vector3 { (1 / length) * self }

    /// A unit direction at `degrees` from straight down, tilted toward `toward`.
    static func fromDown(_ degrees: Double, toward: Vector3) -> Vector3 {
        let r = degrees * .pi / 180
        return Vector3(0, -cos(r), 0) + sin(r) * toward
    }
}
