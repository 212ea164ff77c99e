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
    public var body = BodyProportions()

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
        RepSchedule(peaks: peaks, repDuration: repDuration, restBetweenReps: restBetweenReps, leadIn: leadIn)
    }

    /// When each rep reaches its peak, seconds.
    public var peakTimes: [Double] { schedule.peakTimes }

    public var duration: Double { schedule.duration }

    func phase(at t: Double) -> (progress: Double, peak: Double) { schedule.phase(at: t) }

    public func poses() -> [Pose] {
        var random = SeededRandom(seed: seed)
        let frames = Int((duration * frameRate).rounded(.down))
        return (0...frames).map { frame in
            let t = Double(frame) / frameRate
            let (progress, peak) = phase(at: t)
            let skeleton = motion.skeleton(progress: progress, peak: peak, body: body)
            let dropped = random.unit() < dropout
            var points: [Joint: PosePoint] = [:]
            for joint in Joint.allCases {
                guard let position = skeleton[joint] else { continue }
                let hidden = Self.limbSide(joint).map(camera.hides) ?? false
                let seen = hidden ? position + Self.guessError(for: joint, at: t, bodyHeight: body.height) : position
                var (x, y) = camera.project(seen, lookingAt: motion.centre)
                x += noise * random.gaussian() / camera.aspectRatio
                y += noise * random.gaussian()
                points[joint] = PosePoint(x: x, y: y, confidence: dropped ? 0 : (hidden ? 0.3 : 0.95))
            }
            let pose = Pose(points: points, timestamp: t, aspectRatio: camera.aspectRatio)
            return mirrored ? pose.mirrored() : pose
        }
    }

    /// Where a pose model puts a limb the body hides: a guess a quarter to two fifths of the
    /// body's height off, wandering slowly (measured on BlazePose side-on: 27–43 % errors at
    /// visibility about 0.3). Engines must not trust such points.
    static func guessError(for joint: Joint, at time: Double, bodyHeight: Double) -> Vector3 {
        let phase = Double(joint.ordinal)
        let size = bodyHeight * (0.33 + 0.07 * sin(0.9 * time + phase))
        let angle = 0.6 * time + 1.7 * phase
        return Vector3(0, size * cos(angle), size * sin(angle))
    }

    /// The side of a limb joint (arms and legs), whose far copy the body hides side-on.
    static func limbSide(_ joint: Joint) -> BodySide? {
        let limbs: Set<Joint> = [
            .rightElbow, .rightWrist, .rightKnee, .rightAnkle, .rightHeel, .rightFootIndex,
            .rightPinky, .rightIndex, .rightThumb,
        ]
        if limbs.contains(joint) { return .right }
        if limbs.contains(joint.mirrored) { return .left }
        return nil
    }
}
