/// One run of a fixture through the pipeline.
public struct RunRecord: Sendable, Hashable {
    /// Numbered from 1 in results.
    public var run: Int
    /// SHA-256 over every frame's pose, angle and events and the end-of-stream events.
    public var digest: String
    /// The same run stage by stage; nil in version 1 results.
    public var stages: StageDigests?
    public var poses: Int
    public var posesIgnored: Int
    public var reps: Int
    /// Wall-clock seconds the run took.
    public var seconds: Double

    public init(run: Int, digest: String, stages: StageDigests? = nil, poses: Int, posesIgnored: Int, reps: Int, seconds: Double) {
        self.run = run
        self.digest = digest
        self.stages = stages
        self.poses = poses
        self.posesIgnored = posesIgnored
        self.reps = reps
        self.seconds = seconds
    }
}
