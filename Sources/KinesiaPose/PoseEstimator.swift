import Foundation
import KinesiaMedia
import KinesiaMotion

/// Finds the body in camera frames. Frames come in capture order: an estimator may track the
/// person from one frame to the next, so one estimator serves one stream.
public protocol PoseEstimator: AnyObject {
    /// The pose in an upright frame, normalized to it, or nil when there is no person
    /// (never a pose of zeros).
    func estimate(_ image: RGBImage, at timestamp: TimeInterval) throws -> Pose?

    /// Forgets what earlier frames showed, before a new stream starts.
    func reset()
}
