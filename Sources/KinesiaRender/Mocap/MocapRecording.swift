import Foundation
import KinesiaMotion
import KinesiaSynthetic

/// A motion-capture trajectory as a pose model would report it from a camera: every frame
/// projected at a fixed frame rate, joints hidden behind the body at low confidence with a
/// wandering guess, a little seeded jitter.
public struct MocapRecording: Sendable {
    public var camera: SyntheticCamera
    public var frameRate = 30.0
    /// Point jitter, image heights: what a pose model's landmarks wobble by on a still person.
    public var noise = 0.002
    public var seed: UInt64 = 1

    public init(camera: SyntheticCamera) { self.camera = camera }

    /// Cameras aim at a standing person's middle, the way a phone is set up for a session.
    public static func target(for trajectory: JointTrajectory) -> Vector3 { Vector3(0, 0.55 * trajectory.bodyHeight, 0) }

    public func poses(of trajectory: JointTrajectory) -> [Pose] {
        var projection = PoseProjection(camera: camera, centre: Self.target(for: trajectory), bodyHeight: trajectory.bodyHeight, occlusion: .bodyCapsules)
        projection.noise = noise
        var random = SeededRandom(seed: seed)
        let frames = Int((trajectory.duration * frameRate).rounded(.down))
        return (0...frames).map { frame in
            let time = Double(frame) / frameRate
            return projection.pose(trajectory.joints(time), at: time, random: &random)
        }
    }
}
