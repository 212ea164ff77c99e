import KinesiaMotion
import KinesiaSynthetic

/// A person moving through an exercise in 3D: where every joint is at any time, and when
/// each rep peaks. Scene coordinates: metres, y up, the person facing +z (their right −x).
public struct JointTrajectory: Sendable {
    /// The library exercise performed.
    public var exercise: String
    public var duration: Double
    /// The peak time of each completed rep, seconds.
    public var repTimes: [Double]
    /// The person's standing height, metres.
    public var bodyHeight: Double
    /// Where the props are placed from (the start of the exercise).
    public var restPose: [Joint: Vector3] { joints(0) }
    /// A short account of where the motion came from, for the labels' provenance.
    public var provenance: String
    public let joints: @Sendable (Double) -> [Joint: Vector3]

    public init(exercise: String, duration: Double, repTimes: [Double], bodyHeight: Double, provenance: String,
                joints: @escaping @Sendable (Double) -> [Joint: Vector3]) {
        self.exercise = exercise
        self.duration = duration
        self.repTimes = repTimes
        self.bodyHeight = bodyHeight
        self.provenance = provenance
        self.joints = joints
    }

    /// A library exercise from the synthetic motion model, rep after rep on `schedule`.
    public static func synthetic(_ motion: SyntheticMotion, schedule: RepSchedule, body: BodyProportions) -> JointTrajectory {
        JointTrajectory(
            exercise: motion.exercise, duration: schedule.duration, repTimes: schedule.peakTimes, bodyHeight: body.height,
            provenance: "synthetic \(motion.exercise)"
        ) { time in
            let (progress, peak) = schedule.phase(at: time)
            return motion.skeleton(progress: progress, peak: peak, rep: schedule.rep(at: time), body: body)
        }
    }

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

    /// The range each coordinate covers over the whole motion, sampled every `step` seconds.
    public func extent(step: Double = 0.1) -> (minimum: Vector3, maximum: Vector3) {
        var low = Vector3(.infinity, .infinity, .infinity), high = Vector3(-.infinity, -.infinity, -.infinity)
        var time = 0.0
        while time <= duration {
            for point in joints(time).values {
                low = Vector3(min(low.x, point.x), min(low.y, point.y), min(low.z, point.z))
                high = Vector3(max(high.x, point.x), max(high.y, point.y), max(high.z, point.z))
            }
            time += step
        }
        return (low, high)
    }
}
