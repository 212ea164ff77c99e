import KinesiaMotion
import KinesiaSynthetic

/// Where BlazePose's landmarks sit on a body, from its joint centres. The model was trained
/// on people, not skeletons: on rendered figures it puts hips and shoulders about 1.4 % of
/// the body's height above the joint centres and ankles about 2 % above (measured,
/// notes/rendered-fixtures.md). The truth is placed there, so a correct model reads zero error.
public enum LandmarkPlacement {
    /// The 33 landmarks BlazePose reports; `neck` and `root` are not among them.
    public static let landmarks: [Joint] = Joint.allCases.filter { $0 != .neck && $0 != .root }

    public static func landmarks(of joints: [Joint: Vector3], bodyHeight: Double) -> [Joint: Vector3] {
        var placed: [Joint: Vector3] = [:]
        let hipMid = 0.5 * (joints[.leftHip]! + joints[.rightHip]!)
        let shoulderMid = 0.5 * (joints[.leftShoulder]! + joints[.rightShoulder]!)
        let trunkUp = (shoulderMid - hipMid).normalized
        for joint in landmarks {
            guard let point = joints[joint] else { continue }
            switch joint {
            case .leftHip, .rightHip, .leftShoulder, .rightShoulder:
                placed[joint] = point + 0.014 * bodyHeight * trunkUp
            case .leftAnkle, .rightAnkle:
                let knee = joints[joint == .leftAnkle ? .leftKnee : .rightKnee]!
                placed[joint] = point + 0.02 * bodyHeight * (knee - point).normalized
            default:
                placed[joint] = point
            }
        }
        return placed
    }

    /// About how deep under the body's surface a landmark lies, metres for a 1.75 m body:
    /// a surface nearer the camera than that (plus a margin) hides it.
    static func depthBelowSurface(_ joint: Joint) -> Double {
        switch joint {
        case .leftHip, .rightHip: return 0.13
        case .leftShoulder, .rightShoulder: return 0.08
        case .leftKnee, .rightKnee: return 0.06
        case .leftElbow, .rightElbow: return 0.05
        case .leftAnkle, .rightAnkle, .leftHeel, .rightHeel, .leftFootIndex, .rightFootIndex: return 0.045
        case .leftWrist, .rightWrist: return 0.035
        case .leftPinky, .rightPinky, .leftIndex, .rightIndex, .leftThumb, .rightThumb: return 0.03
        case .leftEar, .rightEar: return 0.02
        default: return 0.015
        }
    }
}
