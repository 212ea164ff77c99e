import Foundation
import KinesiaMedia

/// The BlazePose full landmark model: 39 landmarks of the person inside a region (MediaPipe's
/// pose_landmark_by_roi graph), projected back onto the image.
final class PoseLandmarker {
    /// Landmarks on the image, normalized, with visibility and presence as probabilities.
    struct Landmarks {
        struct Point {
            var x: Double
            var y: Double
            var visibility: Double
            var presence: Double
        }

        /// 0–32 the body; 33 and 34 the centre and scale point of the next frame's region.
        var points: [Point]
        /// Probability that a person fills the region at all.
        var presence: Double
        /// The 33 body landmarks in the world: metres, centred between the hips, turned back
        /// from the region's rotation to the picture's axes (x right, y down, z toward the lens);
        /// empty unless the landmarker `readsWorld`.
        var world: [WorldPoint]
    }

    struct WorldPoint {
        var x: Double
        var y: Double
        var z: Double
    }

    static let count = 39
    private static let valuesPerLandmark = 5
    private let request: InferRequest
    private let input: Tensor
    private let landmarksIndex: Int
    private let presenceIndex: Int
    private let heatmapIndex: Int
    private let heatmapSide: Int
    private let worldIndex: Int
    /// Whether `landmarks(in:region:)` reads the world landmarks too (`LandmarkSpace.world`):
    /// the shipping path leaves them unread.
    private let readsWorld: Bool
    private let refinement = HeatmapRefinement()
    private let sampler = RegionSampler(size: 256, scale: 1 / 255, offset: 0, border: .replicate)
    /// Crop pixels the sampling is moved by, right and down in the crop (`PoseEstimatorOptions.cropSamplingShift`).
    private let samplingShift: Double

    /// A request of its own on the shared compiled landmark model.
    init(compiled: CompiledModel, samplingShift: Double = 0, readsWorld: Bool = false) throws {
        self.samplingShift = samplingShift
        self.readsWorld = readsWorld
        let path = compiled.path
        request = try compiled.makeRequest()
        input = try Tensor(shape: [1, sampler.size, sampler.size, 3])
        try request.setInput(input, at: 0)
        try request.infer()
        // The model has five outputs; find the four used here by their shapes.
        var landmarks: Int?, presence: Int?, heatmap: (index: Int, side: Int)?, world: Int?
        for index in 0..<5 {
            let shape = try request.output(at: index).shape
            switch shape {
            case [1, Self.count * Self.valuesPerLandmark]: landmarks = index
            case [1, 1]: presence = index
            case [1, Self.count * 3]: world = index
            case _ where shape.count == 4 && shape[3] == Self.count && shape[1] == shape[2]: heatmap = (index, shape[1])
            default: break
            }
        }
        guard let landmarks, let presence, let heatmap, let world else {
            throw PoseModelError.unexpectedTensors(
                path: path, detail: "no [1, 195] landmark, [1, 1] presence, [1, n, n, 39] heatmap or [1, 117] world landmark output")
        }
        worldIndex = world
        landmarksIndex = landmarks
        presenceIndex = presence
        heatmapIndex = heatmap.index
        heatmapSide = heatmap.side
    }

    func landmarks(in image: RGBImage, region: PoseRegion) throws -> Landmarks {
        sampler.sample(image, region: samplingShift == 0 ? region : shifted(region), into: input.floats)
        try request.infer()
        let raw = try request.output(at: landmarksIndex).floats
        let presence = Double(try request.output(at: presenceIndex).floats[0])
        let heatmap = try request.output(at: heatmapIndex).floats
        let size = Double(sampler.size)
        let points = (0..<Self.count).map { index in
            let base = index * Self.valuesPerLandmark
            var x = Double(raw[base]) / size, y = Double(raw[base + 1]) / size
            refinement.refine(x: &x, y: &y, channel: index, heatmap: heatmap, side: heatmapSide, channels: Self.count)
            let position = region.project(x: x, y: y)
            return Landmarks.Point(
                x: position.x, y: position.y,
                visibility: sigmoid(raw[base + 3]), presence: sigmoid(raw[base + 4]))
        }
        guard readsWorld else { return Landmarks(points: points, presence: presence, world: []) }
        let rawWorld = try request.output(at: worldIndex).floats
        let c = cos(region.rotation), s = sin(region.rotation)
        let world = (0..<33).map { index in
            let x = Double(rawWorld[3 * index]), y = Double(rawWorld[3 * index + 1])
            return WorldPoint(x: c * x - s * y, y: s * x + c * y, z: Double(rawWorld[3 * index + 2]))
        }
        return Landmarks(points: points, presence: presence, world: world)
    }

    /// The region moved by `samplingShift` crop pixels along the crop's own axes.
    private func shifted(_ region: PoseRegion) -> PoseRegion {
        let moved = region.project(x: 0.5 + samplingShift / Double(sampler.size), y: 0.5 + samplingShift / Double(sampler.size))
        var shifted = region
        (shifted.centerX, shifted.centerY) = (moved.x, moved.y)
        return shifted
    }

    private func sigmoid(_ logit: Float) -> Double { 1 / (1 + exp(-Double(logit))) }
}
