import Foundation
import KinesiaMotion

/// A pinhole camera looking at the synthetic person, projecting to the normalized image
/// coordinates poses use (x right, y down, 0…1).
public struct SyntheticCamera: Sendable, Hashable {
    /// Degrees around the person: 0 in front of them, 90 at their right side, 45 between.
    public var yaw: Double
    /// Lens height above the floor, metres.
    public var height: Double
    public var distance: Double
    public var verticalFieldOfView: Double
    /// Width over height of the image.
    public var aspectRatio: Double
    /// The point on the floor the camera circles (yaw is measured around it).
    public var centre = Vector3(0, 0, 0)

    public init(yaw: Double, height: Double = 1.0, distance: Double = 3.2, verticalFieldOfView: Double = 55, aspectRatio: Double = 4.0 / 3) {
        self.yaw = yaw
        self.height = height
        self.distance = distance
        self.verticalFieldOfView = verticalFieldOfView
        self.aspectRatio = aspectRatio
    }

    public static let front = SyntheticCamera(yaw: 0)
    public static let side = SyntheticCamera(yaw: 90)
    /// Side-on from the floor: the view the motivating regression hid in.
    public static let sideFromFloor = SyntheticCamera(yaw: 90, height: 0.15)

    public var position: Vector3 {
        let r = yaw * .pi / 180
        return centre + Vector3(-sin(r) * distance, height, cos(r) * distance)
    }

    /// Whether the person's `side` faces away from the camera (hidden behind the body).
    public func hides(_ side: BodySide) -> Bool {
        let lateral = sin(yaw * .pi / 180)
        return side == .right ? lateral < -0.7 : lateral > 0.7
    }

    /// The camera's axes when it looks at `target`: the image's right and up and the view
    /// direction, with the focal length in image heights.
    public func view(lookingAt target: Vector3) -> CameraView {
        let forward = (target - position).normalized
        let right = forward.cross(Vector3(0, 1, 0)).normalized
        let up = right.cross(forward)
        let focal = 0.5 / tan(verticalFieldOfView / 2 * .pi / 180)
        return CameraView(position: position, right: right, up: up, forward: forward, focal: focal, aspectRatio: aspectRatio)
    }

    public func project(_ point: Vector3, lookingAt target: Vector3) -> (x: Double, y: Double) {
        view(lookingAt: target).project(point)
    }
}

/// A camera's position and axes for one target: projects points and gives depths.
public struct CameraView: Sendable, Hashable {
    public let position: Vector3
    public let right: Vector3
    public let up: Vector3
    public let forward: Vector3
    /// Focal length in image heights.
    public let focal: Double
    public let aspectRatio: Double

    /// Distance along the view direction; positive in front of the lens.
    public func depth(of point: Vector3) -> Double { (point - position).dot(forward) }

    /// Normalized image coordinates (x right, y down, 0…1).
    public func project(_ point: Vector3) -> (x: Double, y: Double) {
        let relative = point - position
        let depth = relative.dot(forward)
        return (
            x: 0.5 + focal * relative.dot(right) / depth / aspectRatio,
            y: 0.5 - focal * relative.dot(up) / depth)
    }
}
