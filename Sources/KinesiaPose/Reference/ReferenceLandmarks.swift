import Foundation
import KinesiaMotion
import KinesiaSupport

/// BlazePose landmarks as TensorFlow.js's pose-detection tests store them (for example
/// `pose_squats.full.json`): a JSON array with one entry per video frame, each an array of
/// the 33 landmarks in the order of `keypointNames`, each `[x, y, z]` in pixels of the upright
/// frame (z, a depth, is read and checked but not used). The one reader of that format.
///
/// The landmarks are mapped to `Joint` by their tfjs names, deliberately not through
/// `BlazePoseEstimator.landmarkJoints`: a reference that took the estimator's mapping would
/// move with it, and could never show a landmark mapped to the wrong joint.
public struct ReferenceLandmarks: Sendable, Hashable {
    /// tfjs pose-detection's BlazePose keypoint names (its `BLAZEPOSE_KEYPOINTS`), in file order.
    public static let keypointNames = [
        "nose", "left_eye_inner", "left_eye", "left_eye_outer", "right_eye_inner", "right_eye", "right_eye_outer",
        "left_ear", "right_ear", "mouth_left", "mouth_right", "left_shoulder", "right_shoulder",
        "left_elbow", "right_elbow", "left_wrist", "right_wrist", "left_pinky", "right_pinky",
        "left_index", "right_index", "left_thumb", "right_thumb", "left_hip", "right_hip",
        "left_knee", "right_knee", "left_ankle", "right_ankle", "left_heel", "right_heel",
        "left_foot_index", "right_foot_index",
    ]

    /// The joint each landmark of a frame is, by name: `left_eye_inner` is `leftEyeInner`.
    public static let joints: [Joint] = keypointNames.map { name in
        let words = name.split(separator: "_")
        let camelCase = String(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        // A name without a joint is a mistake in the table above, not bad input.
        guard let joint = Joint(rawValue: camelCase) else { preconditionFailure("tfjs keypoint \(name) names no Joint") }
        return joint
    }

    /// One landmark in pixels of the upright frame.
    public struct Landmark: Sendable, Hashable {
        public var x: Double
        public var y: Double
        public var z: Double
    }

    /// The file as the caller named it, for messages.
    public let file: String
    /// One entry per frame, each the landmarks of `joints`, in order.
    public let frames: [[Landmark]]

    /// Reads and checks a landmark file; errors name the file and the JSON path.
    public init(contentsOf url: URL) throws(JSONFileError) {
        let name = url.relativePath
        self = try JSONFile.read(url) { json throws(JSONContentError) in try ReferenceLandmarks(json: json, file: name) }
    }

    /// Reads landmarks from bytes; `file` names them in error messages.
    public init(data: Data, file: String) throws(JSONFileError) {
        self = try JSONFile.decodeContent(of: data, file: file) { json throws(JSONContentError) in
            try ReferenceLandmarks(json: json, file: file)
        }
    }

    init(json: JSONValue, file: String) throws(JSONContentError) {
        let frameValues = try json.elements(at: .root, expected: "an array of frames")
        guard !frameValues.isEmpty else { throw JSONContentError(.root, .invalid("no frames")) }
        var frames: [[Landmark]] = []
        frames.reserveCapacity(frameValues.count)
        for (index, frame) in frameValues.enumerated() {
            frames.append(try Self.landmarks(frame, at: JSONPath([.index(index)])))
        }
        self.file = file
        self.frames = frames
    }

    /// Frame `index`'s landmarks as joints, normalized to a `width` × `height` frame (x right,
    /// y down, 0…1), at confidence 1: the format carries none.
    public func points(ofFrame index: Int, width: Int, height: Int) -> [Joint: PosePoint] {
        var points: [Joint: PosePoint] = [:]
        for (joint, landmark) in zip(Self.joints, frames[index]) {
            points[joint] = PosePoint(x: landmark.x / Double(width), y: landmark.y / Double(height))
        }
        return points
    }

    /// Pixels: ten times the largest frame a source decodes, far past any landmark a model
    /// places outside its frame.
    static let coordinateLimit = 1_000_000.0

    private static func landmarks(_ value: JSONValue, at path: JSONPath) throws(JSONContentError) -> [Landmark] {
        let values = try value.elements(at: path, expected: "an array of \(joints.count) landmarks")
        guard values.count == joints.count else {
            throw JSONContentError(path, .invalid("expected \(joints.count) BlazePose landmarks, found \(values.count)"))
        }
        var landmarks: [Landmark] = []
        landmarks.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            let landmarkPath = path.appending(index: index)
            let numbers = try value.elements(at: landmarkPath, expected: "an array [x, y, z]")
            guard numbers.count == 3 else {
                throw JSONContentError(landmarkPath, .invalid("expected [x, y, z], found \(numbers.count) numbers"))
            }
            var coordinates: [Double] = []
            for (axis, number) in numbers.enumerated() {
                let coordinate = try number.double(at: landmarkPath.appending(index: axis))
                guard abs(coordinate) <= coordinateLimit else {
                    throw JSONContentError(
                        landmarkPath.appending(index: axis), .invalid("\(coordinate) pixels is outside ±\(Int(coordinateLimit))"))
                }
                coordinates.append(coordinate)
            }
            landmarks.append(Landmark(x: coordinates[0], y: coordinates[1], z: coordinates[2]))
        }
        return landmarks
    }
}
