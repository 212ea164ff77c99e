/// MediaPipe's VisibilitySmoothingCalculator for pose landmarks: a plain low-pass filter over
/// each landmark's visibility (alpha 0.1), so a joint's confidence does not flicker across
/// the validity threshold from one frame to the next.
struct VisibilitySmoother {
    var alpha = 0.1
    private var values: [Double] = []

    mutating func reset() { values = [] }

    mutating func smooth(_ points: [PoseLandmarker.Landmarks.Point]) -> [PoseLandmarker.Landmarks.Point] {
        guard values.count == points.count else {
            values = points.map(\.visibility)
            return points
        }
        var smoothed = points
        for index in points.indices {
            values[index] += alpha * (points[index].visibility - values[index])
            smoothed[index].visibility = values[index]
        }
        return smoothed
    }
}
