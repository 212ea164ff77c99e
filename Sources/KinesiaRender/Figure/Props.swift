import KinesiaMotion
import KinesiaSynthetic

/// What an exercise is done with: a chair to sit on, a mat on the floor (both still, so
/// they are drawn with the room), or dumbbells that move with the hands.
public enum Props {
    static let wood = SurfaceColour(bytes: 112, 78, 50)
    static let mat = SurfaceColour(bytes: 72, 62, 148)
    static let iron = SurfaceColour(bytes: 52, 52, 58)
    static let handle = SurfaceColour(bytes: 150, 150, 156)

    /// Whether `exercise` is done seated on a chair.
    static func seats(_ exercise: String) -> Bool {
        ["sitToStand", "kneeExtension"].contains(exercise)
    }

    /// The still props of `exercise`, placed from `rest` (`JointTrajectory.propsPose`).
    public static func standing(for exercise: String, rest: [Joint: Vector3], bodyHeight: Double) -> [Solid] {
        let scale = bodyHeight / 1.75
        if seats(exercise) {
            let hips = 0.5 * (rest[.leftHip]! + rest[.rightHip]!)
            return chair(seatTop: hips.y - 0.085 * scale, centreZ: hips.z - 0.02, scale: scale)
        }
        switch exercise {
        case "pushUp", "lunge":
            let points = rest.values
            let minZ = points.map(\.z).min()! - 0.25, maxZ = points.map(\.z).max()! + 0.25
            return [Solid(.box(minimum: Vector3(-0.36, 0, minZ), maximum: Vector3(0.36, 0.008, maxZ)), mat)]
        default:
            return []
        }
    }

    /// The props that move with the body in this pose.
    public static func carried(for exercise: String, joints: [Joint: Vector3], bodyHeight: Double) -> [Solid] {
        guard exercise == "elbowFlexion" else { return [] }
        let scale = bodyHeight / 1.75
        var solids: [Solid] = []
        let across = (joints[.leftShoulder]! - joints[.rightShoulder]!).normalized
        for side in BodySide.allCases {
            let name = { (right: Joint) in side == .right ? right : right.mirrored }
            let wrist = joints[name(.rightWrist)]!, elbow = joints[name(.rightElbow)]!
            let grip = wrist + 0.055 * scale * (wrist - elbow).normalized
            let half = 0.075 * scale
            solids.append(Solid(.roundCone(from: grip - half * across, to: grip + half * across, startRadius: 0.014 * scale, endRadius: 0.014 * scale), handle))
            let towardElbow = (elbow - wrist).normalized
            let third = across.cross(towardElbow).normalized
            for end in [-1.0, 1.0] {
                solids.append(Solid(.ellipsoid(centre: grip + end * 0.085 * scale * across, axes: (across, towardElbow, third),
                                               radii: scale * Vector3(0.026, 0.055, 0.055), clip: nil), iron))
            }
        }
        return solids
    }

    /// A wooden chair facing +z: seat, four legs and a backrest.
    static func chair(seatTop: Double, centreZ: Double, scale: Double) -> [Solid] {
        let half = 0.23 * scale, depth = 0.21 * scale, leg = 0.02 * scale
        var solids = [Solid(.box(minimum: Vector3(-half, seatTop - 0.04, centreZ - depth), maximum: Vector3(half, seatTop, centreZ + depth)), wood)]
        for x in [-half + leg, half - leg] {
            for z in [centreZ - depth + leg, centreZ + depth - leg] {
                solids.append(Solid(.box(minimum: Vector3(x - leg, 0, z - leg), maximum: Vector3(x + leg, seatTop - 0.04, z + leg)), wood))
            }
            solids.append(Solid(.box(minimum: Vector3(x - leg, seatTop, centreZ - depth - 0.01), maximum: Vector3(x + leg, seatTop + 0.42 * scale, centreZ - depth + 0.03)), wood))
        }
        solids.append(Solid(.box(minimum: Vector3(-half, seatTop + 0.24 * scale, centreZ - depth - 0.01), maximum: Vector3(half, seatTop + 0.42 * scale, centreZ - depth + 0.02)), wood))
        return solids
    }
}
