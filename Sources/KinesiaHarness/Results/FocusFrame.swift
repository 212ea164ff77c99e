import KinesiaMotion

/// The one frame of a fixture worth looking at, with what the pipeline detected there and,
/// when keypoints are labelled, the reference: the labelled frame with the largest mean
/// keypoint error, else the frame nearest the first missed or extra rep.
public struct FocusFrame: Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        case largestKeypointError, missedRep, extraRep
    }

    public var reason: Reason
    /// Seconds: the pose's timestamp (a video's frame time).
    public var time: Double
    /// Index among the poses the session received.
    public var frame: Int
    /// Mean normalized distance over the joints compared there; nil without keypoint labels.
    public var meanError: Double?
    /// Width over height of the image the points are normalized to.
    public var aspectRatio: Double
    public var detected: [Joint: PosePoint]
    public var reference: [Joint: PosePoint]

    public init(
        reason: Reason, time: Double, frame: Int, meanError: Double?, aspectRatio: Double, detected: [Joint: PosePoint],
        reference: [Joint: PosePoint]
    ) {
        self.reason = reason
        self.time = time
        self.frame = frame
        self.meanError = meanError
        self.aspectRatio = aspectRatio
        self.detected = detected
        self.reference = reference
    }
}
