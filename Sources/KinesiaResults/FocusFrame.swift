import KinesiaMotion
import KinesiaSupport

/// The one frame of a fixture worth looking at, with what the pipeline detected there and,
/// when keypoints are labelled, the reference: the labelled frame with the largest mean
/// keypoint error, else the frame nearest the first missed or extra rep.
public struct FocusFrame: Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        case largestKeypointError, missedRep, extraRep
    }

    public var reason: Reason
    /// Seconds: the pose's timestamp (a video's frame time).
    public var time: Double
    /// Index among the poses the session received.
    public var frame: Int
    /// Mean normalized distance over the joints compared there; nil without keypoint labels.
    public var meanError: Double?
    /// Width over height of the image the points are normalized to.
    public var aspectRatio: Double
    public var detected: [Joint: PosePoint]
    public var reference: [Joint: PosePoint]

    public init(
        reason: Reason, time: Double, frame: Int, meanError: Double?, aspectRatio: Double, detected: [Joint: PosePoint],
        reference: [Joint: PosePoint]
    ) {
        self.reason = reason
        self.time = time
        self.frame = frame
        self.meanError = meanError
        self.aspectRatio = aspectRatio
        self.detected = detected
        self.reference = reference
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension FocusFrame {
    var json: JSONValue {
        [
            "reason": .string(reason.rawValue), "time": .number(time), "frame": .integer(frame), "meanError": JSONValue(meanError),
            "aspectRatio": .number(aspectRatio), "detected": JSONValue(points: detected), "reference": JSONValue(points: reference),
        ]
    }

    static let jsonKeys: JSONKeys = ["reason", "time", "frame", "meanError", "aspectRatio", "detected", "reference"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            reason: try fields.choice("reason", as: Reason.self), time: try fields.double("time"), frame: try fields.int("frame"),
            meanError: try fields.optionalDouble("meanError"), aspectRatio: try fields.double("aspectRatio"),
            detected: try Self.points(fields.openObject("detected")), reference: try Self.points(fields.openObject("reference")))
    }

    /// `{"leftKnee": [x, y, confidence], …}`, joints in `Joint` order when written.
    private static func points(_ object: JSONObjectReader) throws(JSONContentError) -> [Joint: PosePoint] {
        var points: [Joint: PosePoint] = [:]
        for member in object.members {
            let path = object.path(of: member.key)
            let joint = try Joint(key: member.key, at: path)
            let values = try member.value.elements(at: path, expected: "[x, y, confidence]")
            guard values.count == 3 else { throw JSONContentError(path, .invalid("expected [x, y, confidence], found \(values.count) numbers")) }
            points[joint] = PosePoint(
                x: try values[0].double(at: path.appending(index: 0)), y: try values[1].double(at: path.appending(index: 1)),
                confidence: try values[2].double(at: path.appending(index: 2)))
        }
        return points
    }
}

extension JSONValue {
    init(points: [Joint: PosePoint]) {
        self = .object(points.sorted { $0.key < $1.key }.map { joint, point in
            JSONMember(joint.rawValue, [.number(point.x), .number(point.y), .number(point.confidence)])
        })
    }
}
