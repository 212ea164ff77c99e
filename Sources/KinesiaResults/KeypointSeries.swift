import KinesiaMotion
import KinesiaSupport

/// Keypoint error over time: per labelled joint, its normalized distance at each matched
/// labelled frame (nil where the label or the pipeline lacked it).
public struct KeypointSeries: Sendable, Hashable {
    /// Seconds, the labelled frames' times, in order.
    public var times: [Double]
    /// In `Joint` order.
    public var joints: [(joint: Joint, errors: [Double?])]

    public init(times: [Double], joints: [(joint: Joint, errors: [Double?])]) {
        self.times = times
        self.joints = joints
    }

    public static func == (lhs: KeypointSeries, rhs: KeypointSeries) -> Bool {
        lhs.times == rhs.times && lhs.joints.count == rhs.joints.count
            && zip(lhs.joints, rhs.joints).allSatisfy { $0.joint == $1.joint && $0.errors == $1.errors }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(times)
        for entry in joints {
            hasher.combine(entry.joint)
            hasher.combine(entry.errors)
        }
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension KeypointSeries {
    var json: JSONValue {
        [
            "times": .array(times.map(JSONValue.number)),
            "joints": .object(joints.map { JSONMember($0.joint.rawValue, JSONValue($0.errors)) }),
        ]
    }

    static let jsonKeys: JSONKeys = ["times", "joints"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        let times = try fields.doubles("times")
        let object = try fields.openObject("joints")
        var joints: [(joint: Joint, errors: [Double?])] = []
        for member in object.members {
            let joint = try Joint(key: member.key, at: object.path(of: member.key))
            let errors = try object.optionalDoubles(member.key)
            guard errors.count == times.count else {
                throw JSONContentError(object.path(of: member.key), .invalid("has \(errors.count) values for \(times.count) times"))
            }
            joints.append((joint, errors))
        }
        self.init(times: times, joints: joints)
    }
}
