/// One person found by the detector, normalized to the detector's (letterboxed) input:
/// a box (the face) and four keypoints — 0 mid-hip, 1 full-body size and tilt, 2 mid-shoulder,
/// 3 upper-body size and tilt.
struct Detection: Hashable {
    var score: Float
    var minX: Float
    var minY: Float
    var width: Float
    var height: Float
    /// x, y of the four keypoints, interleaved.
    var keypoints: [Float]

    /// Intersection over union of the two boxes.
    func overlap(with other: Detection) -> Float {
        let left = max(minX, other.minX), right = min(minX + width, other.minX + other.width)
        let top = max(minY, other.minY), bottom = min(minY + height, other.minY + other.height)
        guard right > left, bottom > top else { return 0 }
        let intersection = (right - left) * (bottom - top)
        let union = width * height + other.width * other.height - intersection
        return union > 0 ? intersection / union : 0
    }
}
