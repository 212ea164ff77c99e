import KinesiaManifest
import KinesiaMotion
import KinesiaSupport

/// What happened to one fixture: its status, why, and the comparisons behind it.
public struct FixtureResult: Sendable, Hashable {
    public var id: String
    /// The manifest and the place the fixture starts in it, for annotations.
    public var manifest: String
    public var line: Int
    public var column: Int
    /// Position in the manifests' fixture lists, which results are always sorted by.
    public var order: Int
    public var exercise: String
    /// Nil when no fixture was read: a manifest error reported as a result.
    public var source: FixtureSource.Kind?
    public var tags: [String]
    /// How the fixture was filmed, from the manifest; nil in version 1 results.
    public var camera: CameraTags?
    /// Where the frames come from, from the manifest; nil when it does not say, and in results
    /// written before the manifest could say.
    public var footage: Footage?
    /// The source file as the runner found it, for the report's picture of a video frame.
    public var sourcePath: String?
    public var status: FixtureStatus
    /// One per problem, each with the check that found it.
    public var failures: [FixtureFailure]
    public var quarantine: QuarantineNote?
    public var reps: RepReport?
    public var unfinished: RepReport?
    public var keypoints: KeypointReport?
    /// A video's poses against its pin; nil without a pin, and before version 5.
    public var regression: RegressionReport?
    /// The first differing frame when the runs were not identical.
    public var nondeterminism: Nondeterminism?
    /// The first run's measured angle over time, with the exercise's thresholds.
    public var trace: AngleTrace?
    /// The frame to look at (`FocusFrame`), when there is one.
    public var focusFrame: FocusFrame?
    /// How far each counted rep of the first run sat inside each limit (`CountingMargins`); nil when the
    /// fixture did not run, and in results written before version 3 recorded it.
    public var margins: CountingMargins?
    /// The limits of its exercise this fixture was one of the sources of
    /// (`ExerciseLibrary.limitSources`); empty when it is held out, nil in results written
    /// before the library named its sources.
    public var setLimits: [RepMargin.Limit]?
    public var runs: [RunRecord]
    /// How a video's poses met the pose cache; nil when the run had none, and for recordings.
    public var poseCache: PoseCacheUse?
    /// Wall-clock seconds for the whole fixture.
    public var seconds: Double

    public init(
        id: String, manifest: String, line: Int, column: Int, order: Int, exercise: String, source: FixtureSource.Kind?,
        tags: [String], camera: CameraTags? = nil, footage: Footage? = nil, sourcePath: String? = nil, status: FixtureStatus, failures: [FixtureFailure] = [], quarantine: QuarantineNote? = nil,
        reps: RepReport? = nil, unfinished: RepReport? = nil, keypoints: KeypointReport? = nil,
        nondeterminism: Nondeterminism? = nil, trace: AngleTrace? = nil, focusFrame: FocusFrame? = nil,
        margins: CountingMargins? = nil, setLimits: [RepMargin.Limit]? = nil, runs: [RunRecord] = [],
        seconds: Double = 0
    ) {
        self.id = id
        self.manifest = manifest
        self.line = line
        self.column = column
        self.order = order
        self.exercise = exercise
        self.source = source
        self.tags = tags
        self.camera = camera
        self.footage = footage
        self.sourcePath = sourcePath
        self.status = status
        self.failures = failures
        self.quarantine = quarantine
        self.reps = reps
        self.unfinished = unfinished
        self.keypoints = keypoints
        self.nondeterminism = nondeterminism
        self.trace = trace
        self.focusFrame = focusFrame
        self.margins = margins
        self.setLimits = setLimits
        self.runs = runs
        self.seconds = seconds
    }

    /// The same result with every wall-clock time zeroed: what must not depend on the
    /// machine, the job count or the shard.
    public var withoutTimings: FixtureResult {
        var copy = self
        copy.seconds = 0
        copy.runs = runs.map { var run = $0; run.seconds = 0; return run }
        return copy
    }
}

/// Why a fixture is quarantined, from the manifest.
public struct QuarantineNote: Sendable, Hashable {
    public var reason: String
    public var issue: String

    public init(reason: String, issue: String) {
        self.reason = reason
        self.issue = issue
    }
}

/// Where the second (or later) run first parted from the first.
public struct Nondeterminism: Sendable, Hashable {
    public var run: Int
    /// Nil when every frame agreed and the end-of-stream events differed.
    public var frame: Int?
    public var time: Double?
    /// The first stage whose digest differs; nil in version 1 results.
    public var stage: PipelineStage?

    public init(run: Int, frame: Int?, time: Double?, stage: PipelineStage? = nil) {
        self.run = run
        self.frame = frame
        self.time = time
        self.stage = stage
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension QuarantineNote {
    var json: JSONValue { ["reason": .string(reason), "issue": .string(issue)] }

    static let jsonKeys: JSONKeys = ["reason", "issue"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(reason: try fields.string("reason"), issue: try fields.string("issue"))
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension Nondeterminism {
    var json: JSONValue {
        ["run": .integer(run), "frame": JSONValue(frame), "time": JSONValue(time), "stage": JSONValue(stage?.rawValue)]
    }

    /// Version 2 added `stage`.
    static let jsonKeys = JSONKeys(["run", "frame", "time"]).adding(["stage"], since: 2)

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            run: try fields.int("run"), frame: try fields.optionalInt("frame"), time: try fields.optionalDouble("time"),
            stage: try fields.optionalChoice("stage", as: PipelineStage.self))
    }
}
