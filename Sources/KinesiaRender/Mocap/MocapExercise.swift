import Foundation
import KinesiaMotion
import KinesiaSynthetic

/// A library exercise performed in a CMU motion-capture trial, as a joint trajectory: forward
/// kinematics frame by frame, bone ends named as landmarks, turned to face +z and stood on
/// the floor, with the rep times of NOTICE.md confirmed against the motion itself.
public enum MocapExercise {
    /// Rep times found in the data may sit this far from NOTICE.md's, seconds.
    public static let confirmationWindow = 0.3

    /// `data` is the folder holding `13.asf`, `13_29.amc`, … (the shared data's `cmu/`).
    public static func trajectory(trial: CMUTrial, exercise: String, data: URL) throws -> JointTrajectory {
        guard let segment = trial.segment(for: exercise) else {
            let known = trial.segments.map(\.exercise)
            throw MocapError(file: "cmu:\(trial.name)", "no \(exercise) segment (it has: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
        }
        let skeleton = try ASFSkeleton(contentsOf: data.appendingPathComponent("\(trial.subject).asf"))
        let motion = try AMCMotion(contentsOf: data.appendingPathComponent("\(trial.name).amc"))
        let kinematics = ForwardKinematics(skeleton: skeleton)
        let first = max(0, Int((segment.start * motion.frameRate).rounded(.down)))
        let last = min(motion.frames.count - 1, Int((segment.end * motion.frameRate).rounded(.up)))
        guard first < last else { throw MocapError(file: "cmu:\(trial.name)", "segment \(segment.start)–\(segment.end) s is past the trial's end") }
        var frames = (first...last).map { landmarks(kinematics.placement(motion.frames[$0])) }
        frames = standOnFloorFacingForward(frames)
        let times = (first...last).map { Double($0) / motion.frameRate }
        let repTimes = try confirm(segment, exercise: exercise, frames: frames, times: times, trial: trial.name)
        let height = standingHeight(kinematics)
        var trajectory = JointTrajectory.sampled(
            frames, frameRate: motion.frameRate, exercise: exercise, repTimes: repTimes.map { $0 - times[0] }, bodyHeight: height,
            provenance: "CMU motion capture \(trial.name) (subject \(trial.subject)), \(exercise) \(segment.start)–\(segment.end) s")
        trajectory.unfinished = segment.unfinished
        return trajectory
    }

    /// Bone ends as landmarks; the face from the head's own frame.
    static func landmarks(_ placement: ForwardKinematics.Placement) -> [Joint: Vector3] {
        let ends = placement.ends
        var joints: [Joint: Vector3] = [:]
        for (side, prefix) in [(BodySide.left, "l"), (.right, "r")] {
            let name = { (right: Joint) in side == .right ? right : right.mirrored }
            let hip = ends[prefix + "hipjoint"]!, knee = ends[prefix + "femur"]!, ankle = ends[prefix + "tibia"]!
            let toe = ends[prefix + "toes"]!
            joints[name(.rightHip)] = hip
            joints[name(.rightKnee)] = knee
            joints[name(.rightAnkle)] = ankle
            joints[name(.rightFootIndex)] = toe
            let shin = (knee - ankle).normalized
            let foot = toe - ankle
            let along = (foot - foot.dot(shin) * shin).normalized
            joints[name(.rightHeel)] = ankle - 0.05 * along - 0.04 * shin
            joints[name(.rightShoulder)] = ends[prefix + "clavicle"]!
            joints[name(.rightElbow)] = ends[prefix + "humerus"]!
            joints[name(.rightWrist)] = ends[prefix + "radius"]!
            joints[name(.rightIndex)] = ends[prefix + "hand"]!
            joints[name(.rightPinky)] = ends[prefix + "hand"]!
            joints[name(.rightThumb)] = ends[prefix + "thumb"]!
        }
        joints[.root] = ends["root"]!
        joints[.neck] = ends["thorax"]!
        let head = placement.rotations["head"]!
        let up = head * Vector3(0, 1, 0), facing = head * Vector3(0, 0, 1), left = head * Vector3(1, 0, 0)
        let faceBase = ends["head"]! - 0.26 * up
        joints.merge(SkeletonBuilder.face(neck: faceBase, up: up, facing: facing, outward: { $0 == .left ? left : -1 * left })) { $1 }
        return joints
    }

    /// Turns the clip about the vertical so the person faces +z on average, centres them over
    /// the origin and puts the lowest foot point of the clip at sole height.
    static func standOnFloorFacingForward(_ frames: [[Joint: Vector3]]) -> [[Joint: Vector3]] {
        var facing = Vector3(0, 0, 0), centre = Vector3(0, 0, 0)
        for joints in frames {
            let across = joints[.leftHip]! - joints[.rightHip]!
            facing = facing + Vector3(-across.z, 0, across.x).normalized
            centre = centre + joints[.root]!
        }
        let angle = atan2(facing.x, facing.z)
        let (c, s) = (cos(-angle), sin(-angle))
        let mean = (1 / Double(frames.count)) * centre
        let turn = { (p: Vector3) -> Vector3 in
            let x = p.x - mean.x, z = p.z - mean.z
            return Vector3(c * x + s * z, p.y, -s * x + c * z)
        }
        let feet: [Joint] = [.leftHeel, .rightHeel, .leftFootIndex, .rightFootIndex]
        let lowest = frames.flatMap { joints in feet.map { joints[$0]!.y } }.min()!
        let lift = 0.018 - lowest
        return frames.map { joints in joints.mapValues { turn($0) + Vector3(0, lift, 0) } }
    }

    /// The person's standing height from the skeleton's rest pose: the floor under the toes to
    /// the crown (the head bone's end, plus the scalp above it).
    static func standingHeight(_ kinematics: ForwardKinematics) -> Double {
        let ends = kinematics.placement([:]).ends
        let lowest = ["ltoes", "rtoes", "lfoot", "rfoot"].map { ends[$0]!.y }.min()!
        return ends["head"]!.y - lowest + 0.04
    }

    /// NOTICE.md's rep times, each replaced by the extremum of the exercise's own signal within
    /// `confirmationWindow` of it: the lowest hips of a squat, the highest wrists of a jumping jack, the higher knee of a knee raise.
    static func confirm(_ segment: CMUTrial.Segment, exercise: String, frames: [[Joint: Vector3]], times: [Double], trial: String) throws -> [Double] {
        let signal = frames.map { repSignal(exercise, $0) }
        return try segment.repTimes.map { label in
            let window = times.indices.filter { abs(times[$0] - label) <= confirmationWindow }
            guard let best = window.max(by: { signal[$0] < signal[$1] }) else {
                throw MocapError(file: "cmu:\(trial)", "no frames near the labelled rep at \(label) s")
            }
            // An extremum at the window's edge is no peak: the data disagrees with the label.
            guard best != window.first, best != window.last else {
                throw MocapError(file: "cmu:\(trial)", "the \(exercise) signal has no peak within \(confirmationWindow) s of the labelled rep at \(label) s")
            }
            return times[best]
        }
    }

    /// What peaks once per rep, in metres: the hips' drop for squats and lunges, the higher
    /// knee for knee raises, the hips' rise for sit to stand, the wrists' height otherwise.
    static func repSignal(_ exercise: String, _ joints: [Joint: Vector3]) -> Double {
        switch exercise {
        case "squat", "lunge": -joints[.root]!.y
        case "sitToStand": joints[.root]!.y
        case "kneeRaise": max(joints[.leftKnee]!.y, joints[.rightKnee]!.y)
        default: 0.5 * (joints[.leftWrist]!.y + joints[.rightWrist]!.y)
        }
    }
}
