/// Smooths landmark positions over time with one One Euro filter per coordinate, in pixels,
/// scaled by the body's size (MediaPipe's pose_landmark_filtering).
struct LandmarkSmoother {
    private let minimumCutoff: Double
    private let beta: Double
    private var filters: [OneEuroFilter] = []

    init(minimumCutoff: Double, beta: Double) {
        self.minimumCutoff = minimumCutoff
        self.beta = beta
    }

    /// MediaPipe's settings for the 33 body landmarks.
    static func body() -> LandmarkSmoother { LandmarkSmoother(minimumCutoff: 0.05, beta: 80) }
    /// MediaPipe's settings for the two landmarks that place the next frame's region.
    static func region() -> LandmarkSmoother { LandmarkSmoother(minimumCutoff: 0.01, beta: 10) }
    /// MediaPipe's settings for the world landmarks, in metres and not scaled by the body's size
    /// (its `disable_value_scaling`): smooth with a picture and an object size of 1.
    static func world() -> LandmarkSmoother { LandmarkSmoother(minimumCutoff: 0.1, beta: 40) }

    mutating func reset() { filters = [] }

    /// `points` normalized; `objectSize` in pixels.
    mutating func smooth(
        _ points: [PoseLandmarker.Landmarks.Point], at time: Double, imageWidth: Int, imageHeight: Int, objectSize: Double
    ) -> [PoseLandmarker.Landmarks.Point] {
        if filters.count != points.count * 2 {
            filters = Array(repeating: OneEuroFilter(minimumCutoff: minimumCutoff, beta: beta), count: points.count * 2)
        }
        let scale = objectSize > 1e-6 ? 1 / objectSize : 0
        let width = Double(imageWidth), height = Double(imageHeight)
        return points.enumerated().map { index, point in
            var smoothed = point
            smoothed.x = filters[2 * index].apply(point.x * width, at: time, valueScale: scale) / width
            smoothed.y = filters[2 * index + 1].apply(point.y * height, at: time, valueScale: scale) / height
            return smoothed
        }
    }
}
