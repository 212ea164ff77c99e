import KinesiaSupport

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

// As results.json writes it (manifests/RESULTS.md).
extension RunRecord {
    var json: JSONValue {
        [
            "run": .integer(run), "digest": .string(digest), "stages": stages?.json ?? .null, "poses": .integer(poses),
            "posesIgnored": .integer(posesIgnored),
            "reps": .integer(reps), "seconds": .number(seconds),
        ]
    }

    /// Version 2 added `stages`.
    static let jsonKeys = JSONKeys(["run", "digest", "poses", "posesIgnored", "reps", "seconds"]).adding(["stages"], since: 2)

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            run: try fields.int("run"), digest: try fields.string("digest"),
            stages: try fields.optionalObject("stages", keys: StageDigests.jsonKeys).map { (stages) throws(JSONContentError) in try StageDigests(fields: stages) },
            poses: try fields.int("poses"), posesIgnored: try fields.int("posesIgnored"), reps: try fields.int("reps"),
            seconds: try fields.double("seconds"))
    }
}
