/// Points and the segments between them, in coordinates normalized to the image (x right,
/// y down, 0…1), drawn in one colour: a skeleton of keypoints over a frame. What the points
/// mean (which joint, which bones) is the caller's; this only draws.
public struct PointOverlay: Sendable {
    public enum Marker: Sendable { case disc, ring }

    public var points: [(x: Double, y: Double)?]
    /// Index pairs into `points`; a segment with an absent end is left out.
    public var segments: [(Int, Int)]
    public var colour: RGBPixel
    public var marker: Marker

    public init(points: [(x: Double, y: Double)?], segments: [(Int, Int)], colour: RGBPixel, marker: Marker) {
        self.points = points
        self.segments = segments
        self.colour = colour
        self.marker = marker
    }

    /// Line widths and marker sizes scale with the picture so a thumbnail and a 4K frame read alike.
    public func draw(on image: inout RGBImage) {
        let scale = max(1, min(image.width, image.height) / 240)
        func pixel(_ point: (x: Double, y: Double)) -> (x: Int, y: Int) {
            (Int((point.x * Double(image.width)).rounded(.down)), Int((point.y * Double(image.height)).rounded(.down)))
        }
        for (from, to) in segments {
            guard points.indices.contains(from), points.indices.contains(to), let start = points[from], let end = points[to] else { continue }
            image.drawLine(from: pixel(start), to: pixel(end), thickness: scale, colour)
        }
        for point in points.compactMap({ $0 }) {
            let centre = pixel(point)
            switch marker {
            case .disc: image.fillDisc(x: centre.x, y: centre.y, radius: 2 * scale, colour)
            case .ring: image.strokeCircle(x: centre.x, y: centre.y, radius: 3 * scale, thickness: scale, colour)
            }
        }
    }
}
