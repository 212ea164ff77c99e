import KinesiaMotion
import KinesiaResults

/// Everything one run of a fixture produced: what the session saw and said, and the
/// digests that prove two runs identical.
package struct PipelineOutput: Sendable {
    /// Poses as the provider delivered them, before any pose transform: what the pose cache
    /// keeps.
    package var sourcePoses: [Pose]
    /// Poses as the session received them (after any pose transform).
    package var poses: [Pose]
    /// The smoothed angle each pose gave, nil where the engine could not use it.
    package var angles: [Double?]
    package var reps: [Rep]
    package var verdicts: [FormVerdict]
    package var unfinished: [UnfinishedRep]
    package var events: [RepEvent]
    package var posesIgnored: Int
    /// Why the source ended early, if it broke.
    package var sourceError: String?
    /// SHA-256 of each frame's canonical bytes: pose, angle and the events it caused.
    package var frameDigests: [[UInt8]]
    /// Hex SHA-256 over every frame digest, the end-of-stream events and the source error.
    package var digest: String
    /// Each stage's digest; `frames` only for a video source.
    package var stages: StageDigests

    /// Where two runs part: the first frame whose digest differs, or the end of stream.
    package func firstDifference(from other: PipelineOutput) -> RunDifference? {
        guard digest != other.digest else { return nil }
        for index in 0..<min(frameDigests.count, other.frameDigests.count) where frameDigests[index] != other.frameDigests[index] {
            return .frame(index: index, time: poses[index].timestamp)
        }
        if frameDigests.count != other.frameDigests.count {
            let index = min(frameDigests.count, other.frameDigests.count)
            let time = (index < poses.count ? poses : other.poses)[index].timestamp
            return .frameCount(index: index, time: time, first: frameDigests.count, other: other.frameDigests.count)
        }
        return .endOfStream
    }
}

/// How a run's output differs from the first run's.
package enum RunDifference: Sendable, Hashable {
    /// The same number of frames up to here, and this one differs.
    case frame(index: Int, time: Double)
    /// One run has a frame here that the other lacks; the two runs' frame counts.
    case frameCount(index: Int, time: Double, first: Int, other: Int)
    /// Every frame agrees; the end-of-stream events or the source error differ.
    case endOfStream
}
