import KinesiaMotion
import KinesiaSynthetic

/// A person moving through an exercise in 3D: where every joint is at any time, and when
/// each rep peaks. Scene coordinates: metres, y up, the person facing +z (their right −x).
public struct JointTrajectory: Sendable {
    /// The library exercise performed.
    public var exercise: String
    public var duration: Double
    /// The seconds from the start that the camera frames: all of them, unless the person
    /// walks off after the set and the picture is framed for the exercise only.
    public var framedDuration: Double
    /// The peak time of each completed rep, seconds.
    public var repTimes: [Double]
    /// Reps under way when the motion ends: started, never finished (a recorded segment cut
    /// inside its next rep).
    public var unfinished = 0
    /// The person's standing height, metres.
    public var bodyHeight: Double
    /// The pose at the start: the figure's standing height and the centre a step back scales
    /// about are read from it.
    public var restPose: [Joint: Vector3] { joints(0) }
    /// The pose the still props are placed from (`Props.standing`): a chair is placed under the
    /// lowest seat, sampled at 30 fps (a recorded sit to stand starts standing; a synthetic set
    /// rests seated, its lowest), any other prop about the start.
    public var propsPose: [Joint: Vector3] {
        guard Props.seats(exercise) else { return joints(0) }
        let times = (0...Int((duration * 30).rounded(.down))).map { Double($0) / 30 }
        func hips(_ time: Double) -> Double {
            let pose = joints(time)
            guard let left = pose[.leftHip], let right = pose[.rightHip] else { return .infinity }
            return left.y + right.y
        }
        return joints(times.min { hips($0) < hips($1) } ?? 0)
    }
    /// A short account of where the motion came from, for the labels' provenance.
    public var provenance: String
    /// Where every joint is at a time. Set only here: a transform (`spedUp(by:)`,
    /// `withFaceAndHands()`) copies the trajectory and replaces it, so every other field it leaves
    /// alone travels with the copy.
    public internal(set) var joints: @Sendable (Double) -> [Joint: Vector3]

    public init(exercise: String, duration: Double, repTimes: [Double], bodyHeight: Double, provenance: String,
                joints: @escaping @Sendable (Double) -> [Joint: Vector3]) {
        self.exercise = exercise
        self.duration = duration
        framedDuration = duration
        self.repTimes = repTimes
        self.bodyHeight = bodyHeight
        self.provenance = provenance
        self.joints = joints
    }

    /// A library exercise from the synthetic motion model, rep after rep on `schedule`, then
    /// `exit` (leaving the exercise; not a rep) and a moment of its last pose.
    public static func synthetic(_ motion: SyntheticMotion, schedule: RepSchedule, body: BodyProportions,
                                 then exit: SyntheticExit? = nil) -> JointTrajectory {
        let exitStart = schedule.duration
        let exitDuration = exit.map { $0.duration + exitHold } ?? 0
        var trajectory = JointTrajectory(
            exercise: motion.exercise, duration: exitStart + exitDuration, repTimes: schedule.peakTimes, bodyHeight: body.height,
            provenance: "synthetic \(motion.exercise)" + (exit.map { ", then \($0.name)" } ?? "")
        ) { time in
            if let exit, time > exitStart {
                return exit.skeleton(progress: (time - exitStart) / exit.duration, body: body)
            }
            let (progress, peak) = schedule.phase(at: time)
            return motion.skeleton(progress: progress, peak: peak, rep: schedule.rep(at: time), body: body)
        }
        if exit?.leavesTheExercisePlace == true { trajectory.framedDuration = exitStart }
        return trajectory
    }

    /// Seconds the exit's last pose is held, so the stream does not end as it ends.
    static let exitHold = 0.5

    /// Captured frames at `frameRate`, linear between the two frames around any time.
    public static func sampled(_ frames: [[Joint: Vector3]], frameRate: Double, exercise: String, repTimes: [Double],
                               bodyHeight: Double, provenance: String) -> JointTrajectory {
        JointTrajectory(
            exercise: exercise, duration: Double(frames.count - 1) / frameRate, repTimes: repTimes, bodyHeight: bodyHeight,
            provenance: provenance
        ) { time in
            let position = min(Double(frames.count - 1), max(0, time * frameRate))
            let index = min(frames.count - 2, Int(position.rounded(.down)))
            let fraction = position - Double(index)
            var joints: [Joint: Vector3] = [:]
            for (joint, a) in frames[index] {
                let b = frames[index + 1][joint]!
                joints[joint] = a + fraction * (b - a)
            }
            return joints
        }
    }

    /// The range each coordinate covers over the framed motion, sampled every `step` seconds.
    public func extent(step: Double = 0.1) -> (minimum: Vector3, maximum: Vector3) {
        var low = Vector3(.infinity, .infinity, .infinity), high = Vector3(-.infinity, -.infinity, -.infinity)
        var time = 0.0
        while time <= framedDuration {
            for point in joints(time).values {
                low = Vector3(min(low.x, point.x), min(low.y, point.y), min(low.z, point.z))
                high = Vector3(max(high.x, point.x), max(high.y, point.y), max(high.z, point.z))
            }
            time += step
        }
        return (low, high)
    }
}
