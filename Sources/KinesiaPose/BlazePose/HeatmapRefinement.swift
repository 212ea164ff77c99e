import Foundation

/// MediaPipe's RefineLandmarksFromHeatmapCalculator as the pose graph configures it: each
/// landmark moves to the confidence-weighted mean cell of a 7×7 window of its own heatmap
/// channel around where the regression put it, when the window's peak is confident enough.
/// The regression alone is coarser; the reference pipelines both refine.
struct HeatmapRefinement {
    var kernelSize = 7
    var minimumConfidence: Float = 0.5

    /// `x`, `y` normalized to the crop; `heatmap` is `[side, side, channels]` of logits.
    func refine(x: inout Double, y: inout Double, channel: Int, heatmap: UnsafeMutableBufferPointer<Float>, side: Int, channels: Int) {
        // Truncation toward zero, as MediaPipe's int conversion does.
        let centerColumn = Int(x * Double(side)), centerRow = Int(y * Double(side))
        guard centerColumn >= 0, centerColumn < side, centerRow >= 0, centerRow < side else { return }
        let offset = (kernelSize - 1) / 2
        var sum: Float = 0, weightedColumn: Float = 0, weightedRow: Float = 0, peak: Float = 0
        for row in max(0, centerRow - offset)..<min(side, centerRow + offset + 1) {
            for column in max(0, centerColumn - offset)..<min(side, centerColumn + offset + 1) {
                let confidence = 1 / (1 + exp(-heatmap[(row * side + column) * channels + channel]))
                sum += confidence
                peak = max(peak, confidence)
                weightedColumn += Float(column) * confidence
                weightedRow += Float(row) * confidence
            }
        }
        guard peak >= minimumConfidence, sum > 0 else { return }
        x = Double(weightedColumn / Float(side) / sum)
        y = Double(weightedRow / Float(side) / sum)
    }
}
