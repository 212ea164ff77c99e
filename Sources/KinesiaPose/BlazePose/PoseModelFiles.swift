import Foundation
import KinesiaMotion
import KinesiaSupport
import Synchronization

/// Where the BlazePose models live and what they must hash to. The setup script installs
/// them there; a missing or altered file is a `PoseModelError` that says how to fix it.
public struct PoseModelFiles: Sendable, Hashable {
    public var detector: URL
    public var landmarks: URL

    /// `scripts/install-pose-runtime.sh` installs into this folder.
    public static let installedDirectory = URL(fileURLWithPath: "/usr/local/share/kinesia/models")

    static let detectorName = "pose_detection.tflite"
    static let landmarksName = "pose_landmark_full.tflite"
    /// The digests of the files in the mediapipe 0.10.21 wheel.
    static let detectorDigest = "9ba9dd3d42efaaba86b4ff0122b06f29c4122e756b329d89dca1e297fd8f866c"
    static let landmarksDigest = "e9a5c5cb17f736fafd4c2ec1da3b3d331d6edbe8a0d32395855aeb2cdfd64b9f"
    static let expectedDigests = [detectorName: detectorDigest, landmarksName: landmarksDigest]

    /// What recordings name as their model.
    package static let modelName = "MediaPipe BlazePose full (mediapipe 0.10.21)"

    /// The sha256 each model must have, by role: recordings keep them as the provenance of
    /// their poses.
    package static let digestsByRole = ["detector": detectorDigest, "landmarks": landmarksDigest]

    /// `role=sha256` of both models, in role order: what the compiled-model and pose caches key on.
    package static let digestsText = digestsByRole.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")

    public init(directory: URL = PoseModelFiles.installedDirectory) {
        detector = directory.appendingPathComponent(Self.detectorName)
        landmarks = directory.appendingPathComponent(Self.landmarksName)
    }

    /// Checks both files exist and have the expected sha256. A file is hashed once per
    /// process: later checks only confirm its size and modification time are unchanged.
    package func verify() throws(PoseModelError) {
        for url in [detector, landmarks] {
            guard let expected = Self.expectedDigests[url.lastPathComponent] else {
                throw PoseModelError.unknownModel(path: url.path)
            }
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                  let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date else {
                throw PoseModelError.missing(path: url.path)
            }
            let stamp = VerifiedFile(path: url.path, size: size, modified: modified.timeIntervalSince1970)
            guard !Self.verified.withLock({ $0.contains(stamp) }) else { continue }
            guard let actual = try? SHA256.hex(ofFileAt: url.path) else { throw PoseModelError.missing(path: url.path) }
            guard actual == expected else {
                throw PoseModelError.altered(path: url.path, expected: expected, actual: actual)
            }
            Self.verified.withLock { _ = $0.insert(stamp) }
        }
    }

    /// The model files this process has hashed and found as expected.
    private static let verified = Mutex<Set<VerifiedFile>>([])

    private struct VerifiedFile: Hashable, Sendable {
        var path: String
        var size: Int
        var modified: Double
    }
}

/// A pose model file that is not as the setup script installed it.
package enum PoseModelError: Error, Sendable, Hashable, CustomStringConvertible {
    case missing(path: String)
    case altered(path: String, expected: String, actual: String)
    case unknownModel(path: String)
    /// The model loaded but its tensors are not BlazePose's.
    case unexpectedTensors(path: String, detail: String)

    package var description: String {
        let fix = "run scripts/setup.sh to install the pose models"
        switch self {
        case .missing(let path):
            return "pose model \(path) is missing: \(fix)"
        case .altered(let path, let expected, let actual):
            return "pose model \(path) has sha256 \(actual), expected \(expected): \(fix)"
        case .unknownModel(let path):
            return "\(path) is not one of the BlazePose models KinesiaPose knows: \(fix)"
        case .unexpectedTensors(let path, let detail):
            return "pose model \(path) has unexpected tensors (\(detail)): \(fix)"
        }
    }
}
