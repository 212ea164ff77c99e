/// A body landmark. Raw values are the names used in recordings and manifests.
///
/// The first nineteen are Apple's body-pose schema; the rest are the extra landmarks
/// BlazePose reports. A model that lacks a joint leaves it absent, never zero.
public enum Joint: String, CaseIterable, Sendable, Comparable {
    case nose, leftEye, rightEye, leftEar, rightEar, neck
    case leftShoulder, rightShoulder, leftElbow, rightElbow, leftWrist, rightWrist
    case root, leftHip, rightHip, leftKnee, rightKnee, leftAnkle, rightAnkle
    // BlazePose extras.
    case leftEyeInner, leftEyeOuter, rightEyeInner, rightEyeOuter, mouthLeft, mouthRight
    case leftPinky, rightPinky, leftIndex, rightIndex, leftThumb, rightThumb
    case leftHeel, rightHeel, leftFootIndex, rightFootIndex

    /// Position in `allCases`: the canonical order of every output that lists joints.
    /// A switch, not a lookup: poses are indexed by it on the hot path.
    public var ordinal: Int {
        switch self {
        case .nose: 0
        case .leftEye: 1
        case .rightEye: 2
        case .leftEar: 3
        case .rightEar: 4
        case .neck: 5
        case .leftShoulder: 6
        case .rightShoulder: 7
        case .leftElbow: 8
        case .rightElbow: 9
        case .leftWrist: 10
        case .rightWrist: 11
        case .root: 12
        case .leftHip: 13
        case .rightHip: 14
        case .leftKnee: 15
        case .rightKnee: 16
        case .leftAnkle: 17
        case .rightAnkle: 18
        case .leftEyeInner: 19
        case .leftEyeOuter: 20
        case .rightEyeInner: 21
        case .rightEyeOuter: 22
        case .mouthLeft: 23
        case .mouthRight: 24
        case .leftPinky: 25
        case .rightPinky: 26
        case .leftIndex: 27
        case .rightIndex: 28
        case .leftThumb: 29
        case .rightThumb: 30
        case .leftHeel: 31
        case .rightHeel: 32
        case .leftFootIndex: 33
        case .rightFootIndex: 34
        }
    }

    public static func < (lhs: Joint, rhs: Joint) -> Bool { lhs.ordinal < rhs.ordinal }

    /// The same joint on the other side of the body (`nose` maps to itself).
    public var mirrored: Joint { Joint.mirrorTable[ordinal] }

    /// `allCases` with every side swapped, built once from the names.
    private static let mirrorTable: [Joint] = allCases.map { joint in
        let name = joint.rawValue
        if name.hasPrefix("left") { return Joint(rawValue: "right" + name.dropFirst(4))! }
        if name.hasPrefix("right") { return Joint(rawValue: "left" + name.dropFirst(5))! }
        if name.hasSuffix("Left") { return Joint(rawValue: name.dropLast(4) + "Right")! }
        if name.hasSuffix("Right") { return Joint(rawValue: name.dropLast(5) + "Left")! }
        return joint
    }
}
