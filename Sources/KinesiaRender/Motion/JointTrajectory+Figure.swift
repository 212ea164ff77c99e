import KinesiaMotion
import KinesiaSynthetic

extension JointTrajectory {
    /// The same motion with a face and hands where the motion capture has none (UI-PRMD's Kinect
    /// has a head joint, read as the nose, and wrists): the face on the neck, looking where the
    /// shoulders face, turned up toward the head joint (its nose in front of the head, not at its
    /// centre); each hand along its forearm. The figure and its keypoint truth need them; the
    /// joints the exercises measure are untouched.
    public func withFaceAndHands() -> JointTrajectory {
        let joints = self.joints
        var completed = self
        completed.joints = { time in Self.completing(joints(time)) }
        return completed
    }

    static func completing(_ frame: [Joint: Vector3]) -> [Joint: Vector3] {
        guard let neck = frame[.neck], let head = frame[.nose], let left = frame[.leftShoulder], let right = frame[.rightShoulder]
        else { return frame }
        var joints = frame
        let up = (head - neck).normalized
        let across = left - right
        let leftward = (across - across.dot(up) * up).normalized
        let facing = leftward.cross(up).normalized
        let outward = { (side: BodySide) in side == .left ? leftward : -1 * leftward }
        if joints[.leftEar] == nil {
            joints.merge(SkeletonBuilder.face(neck: neck, up: up, facing: facing, outward: outward)) { _, face in face }
        }
        for side in BodySide.allCases {
            let name = { (right: Joint) in side == .right ? right : right.mirrored }
            guard joints[name(.rightIndex)] == nil, let elbow = joints[name(.rightElbow)], let wrist = joints[name(.rightWrist)] else { continue }
            let hand = (wrist - elbow).normalized, out = outward(side)
            joints[name(.rightIndex)] = wrist + 0.09 * hand
            joints[name(.rightPinky)] = wrist + 0.08 * hand + 0.02 * out
            joints[name(.rightThumb)] = wrist + 0.05 * hand - 0.025 * out
        }
        return joints
    }
}
