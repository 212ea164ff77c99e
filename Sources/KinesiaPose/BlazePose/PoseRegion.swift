import Foundation

/// A rotated rectangle on the image, in normalized coordinates (MediaPipe's NormalizedRect):
/// the part of the frame a model looks at. Rotation is in radians, clockwise on screen.
struct PoseRegion: Hashable {
    var centerX: Double
    var centerY: Double
    var width: Double
    var height: Double
    var rotation: Double

    /// The whole image, padded to a square so the aspect ratio is kept (letterboxing).
    static func letterboxed(imageWidth: Int, imageHeight: Int) -> PoseRegion {
        let side = Double(max(imageWidth, imageHeight))
        return PoseRegion(centerX: 0.5, centerY: 0.5, width: side / Double(imageWidth), height: side / Double(imageHeight), rotation: 0)
    }

    /// Where the detector looks: the whole image letterboxed, as MediaPipe does, unless the
    /// image is more than twice as long as it is wide. Letterboxed whole, such a frame (two
    /// people side by side, a 21:9 strip) leaves each face a few of the detector's 224 pixels,
    /// too small to find; it is looked at through overlapping windows twice as long as wide,
    /// each letterboxed, that together cover it. Consecutive windows overlap by at least a
    /// short side, so a person standing anywhere is wholly inside one.
    static func detectionWindows(imageWidth: Int, imageHeight: Int) -> [PoseRegion] {
        let long = Double(max(imageWidth, imageHeight)), short = Double(min(imageWidth, imageHeight))
        let windowLong = maximumWindowAspect * short
        guard long > windowLong else { return [letterboxed(imageWidth: imageWidth, imageHeight: imageHeight)] }
        let count = 1 + Int(((long - windowLong) / short).rounded(.up))
        let stride = (long - windowLong) / Double(count - 1)
        let horizontal = imageWidth >= imageHeight
        return (0..<count).map { index in
            // The window's centre along the long side, normalized; the square around it is
            // `windowLong` on a side, padding the short side as letterboxing does.
            let center = (Double(index) * stride + windowLong / 2) / long
            let width = windowLong / Double(imageWidth), height = windowLong / Double(imageHeight)
            return PoseRegion(
                centerX: horizontal ? center : 0.5, centerY: horizontal ? 0.5 : center, width: width, height: height, rotation: 0)
        }
    }

    /// The longest side a detection window may have, in short sides.
    static let maximumWindowAspect = 2.0

    /// MediaPipe's body region from two points: `center` (mid-hip) and `scale` (a point
    /// whose distance encodes the body size and whose direction the body's tilt), both
    /// normalized. The square box is twice that distance, enlarged by 1.25 and turned so
    /// the body stands upright in the crop.
    static func aligned(center: (x: Double, y: Double), scale: (x: Double, y: Double), imageWidth: Int, imageHeight: Int) -> PoseRegion {
        let width = Double(imageWidth), height = Double(imageHeight)
        let dx = (scale.x - center.x) * width
        let dy = (scale.y - center.y) * height
        let side = 2 * (dx * dx + dy * dy).squareRoot() * 1.25
        let rotation = normalizedAngle(Double.pi / 2 - atan2(-dy, dx))
        return PoseRegion(centerX: center.x, centerY: center.y, width: side / width, height: side / height, rotation: rotation)
    }

    /// The same region, `factor` times as wide and as high about its centre.
    func enlarged(by factor: Double) -> PoseRegion {
        PoseRegion(centerX: centerX, centerY: centerY, width: width * factor, height: height * factor, rotation: rotation)
    }

    /// A point given in the region's own normalized frame (0…1 across the crop) on the image.
    func project(x: Double, y: Double) -> (x: Double, y: Double) {
        let localX = x - 0.5, localY = y - 0.5
        let c = cos(rotation), s = sin(rotation)
        return (centerX + (c * localX - s * localY) * width, centerY + (s * localX + c * localY) * height)
    }

    /// Angle wrapped into [-π, π).
    private static func normalizedAngle(_ angle: Double) -> Double {
        angle - 2 * Double.pi * ((angle + Double.pi) / (2 * Double.pi)).rounded(.down)
    }
}
