import Foundation
import KinesiaMotion

/// A recording of someone doing a library exercise in front of a synthetic camera: known
/// reps at a known tempo, with optional jitter and dropped frames.
public struct SyntheticSession: Sendable {
    public var motion: SyntheticMotion
    /// Peak angle of each rep; its count is the number of reps.
    public var peaks: [Double]
    /// Seconds from rest to peak and back.
    public var repDuration: Double
    public var restBetweenReps: Double = 0.8
    public var leadIn: Double = 0.8
    /// Seconds each rep holds its peak (`RepSchedule.holdAtPeak`).
    public var holdAtPeak: Double = 0
    public var frameRate: Double = 30
    public var camera: SyntheticCamera = .front
    /// Standard deviation of each point's jitter, in image heights.
    public var noise: Double = 0
    /// Share of frames whose points all come out with confidence 0.
    public var dropout: Double = 0
    /// Whether the image is a mirror (a selfie that kept the flipped image): a pose model
    /// then reports the person's right as left, which is `Pose.mirrored()`.
    public var mirrored = false
    public var seed: UInt64 = 1
    /// How hidden joints are decided; the corpus was made with `.farSideByYaw`.
    public var occlusion = PoseProjection.Occlusion.farSideByYaw
    public var body = BodyProportions()
    /// The person first seen nearer (stepping back to their place) or farther (stepping forward
    /// to it): the camera starts that much nearer or farther along its line of sight and eases
    /// to its distance.
    public var stepBack: StepBack?
    /// How far toward the peak (a share of the way) the body stays between reps, from the first
    /// rep's peak to the last's: a person who never stands out of a lunge's stance. 0 rests at
    /// the exercise's rest.
    public var restPartway = 0.0

    public init(motion: SyntheticMotion, reps: Int, peak: Double? = nil, repDuration: Double) {
        self.motion = motion
        self.peaks = Array(repeating: peak ?? motion.typicalPeak, count: reps)
        self.repDuration = repDuration
    }

    public init(motion: SyntheticMotion, peaks: [Double], repDuration: Double) {
        self.motion = motion
        self.peaks = peaks
        self.repDuration = repDuration
    }

    /// The reps' timing, which a rendered video of the same session shares.
    public var schedule: RepSchedule {
        RepSchedule(peaks: peaks, repDuration: repDuration, restBetweenReps: restBetweenReps, leadIn: leadIn, holdAtPeak: holdAtPeak)
    }

    /// When each rep reaches its peak, seconds.
    public var peakTimes: [Double] { schedule.peakTimes }

    public var duration: Double { schedule.duration }

    func phase(at t: Double) -> (progress: Double, peak: Double) { schedule.phase(at: t) }

    public func poses() -> [Pose] {
        var random = SeededRandom(seed: seed)
        var projection = PoseProjection(camera: camera, centre: motion.centre, bodyHeight: body.height, occlusion: occlusion)
        projection.noise = noise
        projection.dropout = dropout
        let frames = Int((duration * frameRate).rounded(.down))
        return (0...frames).map { frame in
            let t = Double(frame) / frameRate
            var (progress, peak) = phase(at: t)
            if restPartway > 0, let first = peakTimes.first, let last = peakTimes.last, t > first, t < last {
                progress = restPartway + (1 - restPartway) * progress
            }
            if let stepBack { projection.camera.distance = camera.distance * stepBack.depthShare(at: t) }
            let pose = projection.pose(motion.skeleton(progress: progress, peak: peak, rep: schedule.rep(at: t), body: body), at: t, random: &random)
            return mirrored ? pose.mirrored() : pose
        }
    }

    /// The session's poses, then `exit` seen by the same camera, then a second of its end.
    public func poses(then exit: SyntheticExit) -> [Pose] {
        var random = SeededRandom(seed: seed + 1)
        var projection = PoseProjection(camera: camera, centre: motion.centre, bodyHeight: body.height, occlusion: occlusion)
        projection.noise = noise
        let set = poses()
        let start = set.last!.timestamp
        let frames = Int(((exit.duration + 1) * frameRate).rounded())
        return set + (1...frames).map { frame in
            let t = Double(frame) / frameRate
            return projection.pose(exit.skeleton(progress: t / exit.duration, body: body), at: start + t, random: &random)
        }
    }
}
