import KinesiaMotion
import KinesiaSynthetic

/// The pose a perfect BlazePose would report on a rendered frame: each landmark projected
/// through the render's camera, with a visibility read off the frame's depth buffer
/// (a landmark behind another part of the body is hidden: confidence 0.3; off the picture:
/// 0.2; otherwise 0.95).
public struct GroundTruth: Sendable {
    public static let visibleConfidence = 0.95
    public static let hiddenConfidence = 0.3
    public static let offPictureConfidence = 0.2

    public let camera: RenderCamera
    public let bodyHeight: Double

    public init(camera: RenderCamera, bodyHeight: Double) {
        self.camera = camera
        self.bodyHeight = bodyHeight
    }

    /// The truth for one frame, in the un-mirrored picture. `depth` is the frame's distance
    /// to the nearest surface per pixel.
    public func pose(_ joints: [Joint: Vector3], at time: Double, depth: (Int, Int) -> Double) -> Pose {
        let origin = camera.view.position
        let scale = bodyHeight / 1.75
        var points: [Joint: PosePoint] = [:]
        for (joint, point) in LandmarkPlacement.landmarks(of: joints, bodyHeight: bodyHeight) {
            let (px, py) = camera.pixel(of: point)
            let x = px / Double(camera.width), y = py / Double(camera.height)
            guard camera.view.depth(of: point) > 0, (0..<1).contains(x), (0..<1).contains(y) else {
                points[joint] = PosePoint(x: x, y: y, confidence: Self.offPictureConfidence)
                continue
            }
            let own = (point - origin).length - (LandmarkPlacement.depthBelowSurface(joint) + 0.04) * scale
            // Five samples around the landmark, so one pixel of a passing edge does not decide it.
            var hidden = 0
            for (dx, dy) in [(0, 0), (-2, 0), (2, 0), (0, -2), (0, 2)] {
                let sx = min(camera.width - 1, max(0, Int(px) + dx)), sy = min(camera.height - 1, max(0, Int(py) + dy))
                if depth(sx, sy) < own { hidden += 1 }
            }
            points[joint] = PosePoint(x: x, y: y, confidence: hidden >= 3 ? Self.hiddenConfidence : Self.visibleConfidence)
        }
        return Pose(points: points, timestamp: time, aspectRatio: Double(camera.width) / Double(camera.height))
    }

    /// The figure's standing height on the picture, as a share of the picture's height:
    /// floor under the ankles to the top of the head, in `joints` (a standing pose).
    public func figureHeight(standing joints: [Joint: Vector3]) -> Double {
        let ankles = 0.5 * (joints[.leftAnkle]! + joints[.rightAnkle]!)
        let ears = 0.5 * (joints[.leftEar]! + joints[.rightEar]!)
        let feet = Vector3(ankles.x, 0, ankles.z)
        let crown = ears + 0.105 * bodyHeight / 1.75 * (ears - ankles).normalized
        return abs(camera.pixel(of: crown).y - camera.pixel(of: feet).y) / Double(camera.height)
    }
}
