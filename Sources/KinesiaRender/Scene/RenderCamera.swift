import KinesiaMotion
import KinesiaSynthetic

/// A camera of a render: the synthetic camera's placement (yaw around the person, lens
/// height, distance, field of view) looking at a target, over a picture of whole pixels.
/// The same `CameraView` projects the ground truth, so truth and pixels agree.
public struct RenderCamera: Sendable {
    public let placement: SyntheticCamera
    public let target: Vector3
    public let width: Int
    public let height: Int
    public let view: CameraView

    public init(placement: SyntheticCamera, target: Vector3, width: Int, height: Int) {
        self.placement = placement
        self.target = target
        self.width = width
        self.height = height
        view = placement.view(lookingAt: target)
    }

    /// Pixel coordinates (continuous, 0…width, 0…height) of a scene point.
    public func pixel(of point: Vector3) -> (x: Double, y: Double) {
        let normalized = view.project(point)
        return (normalized.x * Double(width), normalized.y * Double(height))
    }

    /// The unit direction of the ray through the centre of pixel (`x`, `y`).
    public func ray(x: Int, y: Int) -> Vector3 {
        let focalPixels = view.focal * Double(height)
        let u = Double(x) + 0.5 - Double(width) / 2
        let v = Double(height) / 2 - (Double(y) + 0.5)
        return (focalPixels * view.forward + u * view.right + v * view.up).normalized
    }

    /// The pixel rectangle (clamped to the picture) a sphere covers: the hull of its
    /// bounding cube's corners, all of the picture when the cube reaches behind the lens, nil
    /// when it is off the picture.
    public func pixelBounds(centre: Vector3, radius: Double) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let depth = view.depth(of: centre)
        guard depth + radius > 0 else { return nil }
        guard depth - radius * 1.8 > 0.02 else { return (0, 0, width, height) }
        var low = (x: Double.infinity, y: Double.infinity), high = (x: -Double.infinity, y: -Double.infinity)
        for corner in 0..<8 {
            let offset = (corner & 1 == 0 ? -radius : radius) * view.right
                + (corner & 2 == 0 ? -radius : radius) * view.up + (corner & 4 == 0 ? -radius : radius) * view.forward
            let (x, y) = pixel(of: centre + offset)
            low = (min(low.x, x), min(low.y, y))
            high = (max(high.x, x), max(high.y, y))
        }
        let x0 = max(0, Int(low.x.rounded(.down)) - 1), x1 = min(width, Int(high.x.rounded(.up)) + 1)
        let y0 = max(0, Int(low.y.rounded(.down)) - 1), y1 = min(height, Int(high.y.rounded(.up)) + 1)
        guard x0 < x1, y0 < y1 else { return nil }
        return (x0, y0, x1, y1)
    }
}
