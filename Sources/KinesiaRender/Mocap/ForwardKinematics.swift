import KinesiaMotion
import KinesiaSynthetic

/// Joint positions of an ASF skeleton in one AMC frame, by the CMU convention: a bone's
/// rotation is its parent's times C·M·C⁻¹ (C its axis, M the frame's Euler angles), and its
/// end lies `length` along the rotated rest direction from its start.
public struct ForwardKinematics: Sendable {
    public let skeleton: ASFSkeleton

    public init(skeleton: ASFSkeleton) { self.skeleton = skeleton }

    /// Where each bone ends (`root`: the root's position), metres in the capture's axes
    /// (y up), and each bone's rotation from its rest pose.
    public struct Placement: Sendable {
        public var ends: [String: Vector3]
        public var rotations: [String: Matrix3]
    }

    public func placement(_ frame: [String: [Double]]) -> Placement {
        let root = frame["root"] ?? [0, 0, 0, 0, 0, 0]
        let metres = skeleton.metresPerUnit
        let origin = Vector3(root[0] * metres, root[1] * metres, root[2] * metres)
        let c = skeleton.rootAxis
        let rotation = c * Matrix3.acclaimXYZ(root[3], root[4], root[5]) * c.transposed
        var ends: [String: Vector3] = ["root": origin]
        var rotations: [String: Matrix3] = ["root": rotation]
        var pending: [(String, Vector3, Matrix3)] = skeleton.rootChildren.map { ($0, origin, rotation) }
        while let (name, start, parent) = pending.popLast() {
            let bone = skeleton.bones[name]!
            var angles = (x: 0.0, y: 0.0, z: 0.0)
            let values = frame[name] ?? []
            for (index, dof) in bone.degreesOfFreedom.enumerated() where index < values.count {
                switch dof {
                case "rx": angles.x = values[index]
                case "ry": angles.y = values[index]
                case "rz": angles.z = values[index]
                default: break
                }
            }
            let local = bone.axis * Matrix3.acclaimXYZ(angles.x, angles.y, angles.z) * bone.axis.transposed
            let world = parent * local
            let end = start + bone.length * (world * bone.direction)
            ends[name] = end
            rotations[name] = world
            pending += bone.children.map { ($0, end, world) }
        }
        return Placement(ends: ends, rotations: rotations)
    }
}
