/// MediaPipe's weighted non-maximum suppression: the best-scoring detection absorbs every
/// other that overlaps it by more than the threshold (itself included), and its box and
/// keypoints become their score-weighted mean. Repeats on what is left.
enum WeightedNonMaxSuppression {
    static func apply(_ detections: [Detection], overlapThreshold: Float = 0.3) -> [Detection] {
        // Ties broken by index, so the result never depends on the sort's stability.
        var remaining = detections.indices.sorted { lhs, rhs in
            detections[lhs].score != detections[rhs].score ? detections[lhs].score > detections[rhs].score : lhs < rhs
        }
        var result: [Detection] = []
        while let best = remaining.first {
            let top = detections[best]
            var absorbed: [Detection] = []
            var kept: [Int] = []
            for index in remaining {
                if index == best || top.overlap(with: detections[index]) > overlapThreshold {
                    absorbed.append(detections[index])
                } else {
                    kept.append(index)
                }
            }
            var merged = top
            let total = absorbed.reduce(Float(0)) { $0 + $1.score }
            if total > 0 {
                func mean(_ value: (Detection) -> Float) -> Float { absorbed.reduce(0) { $0 + value($1) * $1.score } / total }
                let minX = mean(\.minX), minY = mean(\.minY)
                merged.minX = minX
                merged.minY = minY
                merged.width = mean { $0.minX + $0.width } - minX
                merged.height = mean { $0.minY + $0.height } - minY
                merged.keypoints = top.keypoints.indices.map { k in mean { $0.keypoints[k] } }
            }
            result.append(merged)
            remaining = kept
        }
        return result
    }
}
