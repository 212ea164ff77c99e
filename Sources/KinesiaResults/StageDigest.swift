import KinesiaSupport

/// One stage's output in one run, as a digest: equal digests mean equal output.
public struct StageDigest: Sendable, Hashable {
    /// Hex SHA-256 over the stage's items in order (manifests/RESULTS.md says what each holds).
    public var digest: String
    /// Items hashed: frames, poses, measurements or events.
    public var count: Int

    public init(digest: String, count: Int) {
        self.digest = digest
        self.count = count
    }
}

/// Every stage's digest for one run.
public struct StageDigests: Sendable, Hashable {
    /// Nil for a recording fixture: it has no decoded frames.
    public var frames: StageDigest?
    public var poses: StageDigest
    public var measurements: StageDigest
    public var events: StageDigest

    public init(frames: StageDigest?, poses: StageDigest, measurements: StageDigest, events: StageDigest) {
        self.frames = frames
        self.poses = poses
        self.measurements = measurements
        self.events = events
    }

    public subscript(stage: PipelineStage) -> StageDigest? {
        switch stage {
        case .frames: frames
        case .poses: poses
        case .measurements: measurements
        case .events: events
        }
    }

    /// The first stage, in pipeline order, whose output differs from `other`'s; nil when
    /// every stage agrees. A stage one side has and the other lacks differs.
    public func firstDifference(from other: StageDigests) -> PipelineStage? {
        PipelineStage.allCases.first { self[$0] != other[$0] }
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension StageDigests {
    var json: JSONValue {
        .object(PipelineStage.allCases.map { stage in
            JSONMember(stage.rawValue, self[stage].map { ["digest": .string($0.digest), "count": .integer($0.count)] } ?? .null)
        })
    }

    static let jsonKeys = JSONKeys(PipelineStage.allCases.map(\.rawValue))

    init(fields: JSONObjectReader) throws(JSONContentError) {
        func stage(_ name: PipelineStage) throws(JSONContentError) -> StageDigest? {
            guard let stage = try fields.optionalObject(name.rawValue, keys: ["digest", "count"]) else { return nil }
            return StageDigest(digest: try stage.string("digest"), count: try stage.int("count"))
        }
        func required(_ name: PipelineStage) throws(JSONContentError) -> StageDigest {
            guard let digest = try stage(name) else { throw JSONContentError(fields.path, .missingField(name.rawValue)) }
            return digest
        }
        self.init(
            frames: try stage(.frames), poses: try required(.poses), measurements: try required(.measurements),
            events: try required(.events))
    }
}
