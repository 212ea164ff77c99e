import Foundation
import KinesiaMotion
import KinesiaSynthetic

/// The room the person stands in: a wooden floor (y = 0) and a painted wall with a skirting
/// board, facing the camera `wallDistance` metres behind the camera's target.
public struct Room: Sendable, Hashable {
    public var wallDistance = 2.2
    public var wall = SurfaceColour(bytes: 214, 204, 188)
    public var skirting = SurfaceColour(bytes: 236, 232, 224)
    public var floor = SurfaceColour(bytes: 158, 112, 72)

    public init() {}

    /// The colour the ray through a pixel sees when nothing stands in the way, and its depth.
    func shade(origin: Vector3, direction: Vector3, camera: RenderCamera, lighting: Lighting) -> (SurfaceColour, Double) {
        let view = camera.view
        let horizontal = Vector3(view.forward.x, 0, view.forward.z).normalized
        let wallPoint = camera.target + wallDistance * horizontal
        let towardWall = direction.dot(horizontal)
        let wallT = towardWall > 1e-9 ? (wallPoint - origin).dot(horizontal) / towardWall : Double.infinity
        let floorT = direction.y < -1e-9 ? -origin.y / direction.y : Double.infinity
        if floorT < wallT {
            let point = origin + floorT * direction
            let light = lighting.intensity(normal: Vector3(0, 1, 0), view: view)
            return (floor * (light * Self.plankTone(x: point.x, z: point.z)), floorT)
        }
        guard wallT.isFinite else { return (wall * lighting.brightness, 1e9) }
        let point = origin + wallT * direction
        let light = lighting.intensity(normal: -1 * horizontal, view: view) * lighting.wallGain
        // A gentle fall-off toward the ceiling, as a room light gives.
        let falloff = 1.04 - 0.06 * min(2.5, point.y) / 2.5
        let colour = point.y < 0.1 ? skirting : wall
        return (colour * (light * falloff), wallT)
    }

    /// Planks 14 cm wide along x, each 1.2 m long and staggered, each its own tone, with dark
    /// seams: enough texture for the floor to read as one.
    static func plankTone(x: Double, z: Double) -> Double {
        let width = 0.14, length = 1.2
        let row = (z / width).rounded(.down)
        let shifted = x / length + 0.37 * row
        let column = shifted.rounded(.down)
        let acrossSeam = z / width - row, alongSeam = shifted - column
        if acrossSeam < 0.04 || alongSeam < 0.006 { return 0.55 }
        let mixed = UInt64(bitPattern: Int64(row) &* 73_856_093 ^ Int64(column) &* 19_349_663)
        let tone = Double((mixed &* 0x9E37_79B9_7F4A_7C15) >> 54) / 1024
        return 0.86 + 0.22 * tone
    }
}
