import Foundation
import KinesiaMedia

/// The BlazePose detector: finds the most likely person in a whole frame and returns the
/// body region the landmark model should look at (MediaPipe's pose_detection graph followed
/// by pose_detection_to_roi).
final class PoseDetector {
    private let request: InferRequest
    private let input: Tensor
    private let boxesIndex: Int
    private let scoresIndex: Int
    private let sampler = RegionSampler(size: SSDAnchors.inputSize, scale: 2 / 255, offset: -1, border: .zero)
    private let anchors = SSDAnchors.pose
    /// MediaPipe's pose solution keeps detections scoring at least this (min_detection_confidence).
    private let minimumScore: Float = 0.5

    /// A request of its own on the shared compiled detector.
    init(compiled: CompiledModel) throws {
        let path = compiled.path
        request = try compiled.makeRequest()
        let size = SSDAnchors.inputSize
        input = try Tensor(shape: [1, size, size, 3])
        try request.setInput(input, at: 0)
        try request.infer()
        let first = try request.output(at: 0).shape, second = try request.output(at: 1).shape
        let expected = [1, anchors.count]
        guard Array(first.prefix(2)) == expected, Array(second.prefix(2)) == expected,
              Set([first.last, second.last]) == Set([12, 1]) else {
            throw PoseModelError.unexpectedTensors(path: path, detail: "outputs \(first) and \(second)")
        }
        boxesIndex = first.last == 12 ? 0 : 1
        scoresIndex = 1 - boxesIndex
    }

    /// The region around the best-scoring person, or nil when nobody is there.
    func detect(in image: RGBImage) throws -> PoseRegion? {
        var found: (score: Float, region: PoseRegion)?
        for window in PoseRegion.detectionWindows(imageWidth: image.width, imageHeight: image.height) {
            // The first window wins a tie, so the choice never depends on anything but the image.
            if let best = try detect(in: image, window: window), best.score > found?.score ?? -1 { found = best }
        }
        return found?.region
    }

    /// The best-scoring person in one window and the region around them.
    private func detect(in image: RGBImage, window: PoseRegion) throws -> (score: Float, region: PoseRegion)? {
        sampler.sample(image, region: window, into: input.floats)
        try request.infer()
        let boxes = try request.output(at: boxesIndex), scores = try request.output(at: scoresIndex)
        let candidates = decode(boxes: boxes.floats, scores: scores.floats)
        guard let best = WeightedNonMaxSuppression.apply(candidates).first else { return nil }
        // Keypoints 0 (mid-hip) and 1 (full-body size and tilt), from the window to the image.
        let hip = window.project(x: Double(best.keypoints[0]), y: Double(best.keypoints[1]))
        let scale = window.project(x: Double(best.keypoints[2]), y: Double(best.keypoints[3]))
        return (best.score, PoseRegion.aligned(center: hip, scale: scale, imageWidth: image.width, imageHeight: image.height))
    }

    /// Anchor-relative regressions in input pixels to normalized detections above the threshold.
    private func decode(boxes: UnsafeMutableBufferPointer<Float>, scores: UnsafeMutableBufferPointer<Float>) -> [Detection] {
        let size = Float(SSDAnchors.inputSize)
        var detections: [Detection] = []
        for (index, anchor) in anchors.enumerated() {
            let logit = min(max(scores[index], -100), 100)
            let score = 1 / (1 + exp(-logit))
            guard score >= minimumScore else { continue }
            let base = index * 12
            let centerX = boxes[base] / size + anchor.x, centerY = boxes[base + 1] / size + anchor.y
            let width = boxes[base + 2] / size, height = boxes[base + 3] / size
            let keypoints = (0..<8).map { k in boxes[base + 4 + k] / size + (k % 2 == 0 ? anchor.x : anchor.y) }
            detections.append(Detection(
                score: score, minX: centerX - width / 2, minY: centerY - height / 2, width: width, height: height,
                keypoints: keypoints))
        }
        return detections
    }
}
