/// MediaPipe's pose_landmark_filtering subgraph: smooths the body landmarks' visibility and
/// position, and (harder) the two points that place the next frame's region, all scaled by
/// the body's size in this frame.
struct PoseLandmarkFilter {
    private var visibility = VisibilitySmoother()
    private var body = LandmarkSmoother.body()
    private var region = LandmarkSmoother.region()
    private var world = LandmarkSmoother.world()

    mutating func reset() {
        visibility.reset()
        body.reset()
        region.reset()
        world.reset()
    }

    /// The world landmarks' x and y (metres), smoothed as MediaPipe smooths them.
    mutating func filter(world points: [PoseLandmarker.WorldPoint], at timestamp: Double) -> [PoseLandmarker.WorldPoint] {
        let planar = points.map { PoseLandmarker.Landmarks.Point(x: $0.x, y: $0.y, visibility: 1, presence: 1) }
        return zip(points, world.smooth(planar, at: timestamp, imageWidth: 1, imageHeight: 1, objectSize: 1)).map { point, smoothed in
            PoseLandmarker.WorldPoint(x: smoothed.x, y: smoothed.y, z: point.z)
        }
    }

    /// `regionPoints` are the centre and scale point of the next region, unsmoothed.
    mutating func filter(
        body points: [PoseLandmarker.Landmarks.Point], region regionPoints: [PoseLandmarker.Landmarks.Point],
        at timestamp: Double, imageWidth: Int, imageHeight: Int
    ) -> (body: [PoseLandmarker.Landmarks.Point], region: [PoseLandmarker.Landmarks.Point]) {
        // Twice the distance between the region points in pixels (the region before its 1.25
        // margin) is the body's size: it sets how fast "fast" is.
        let dx = (regionPoints[1].x - regionPoints[0].x) * Double(imageWidth)
        let dy = (regionPoints[1].y - regionPoints[0].y) * Double(imageHeight)
        let size = 2 * (dx * dx + dy * dy).squareRoot()
        let smoothedBody = body.smooth(
            visibility.smooth(points), at: timestamp, imageWidth: imageWidth, imageHeight: imageHeight, objectSize: size)
        let smoothedRegion = region.smooth(
            regionPoints, at: timestamp, imageWidth: imageWidth, imageHeight: imageHeight, objectSize: size)
        return (smoothedBody, smoothedRegion)
    }
}
