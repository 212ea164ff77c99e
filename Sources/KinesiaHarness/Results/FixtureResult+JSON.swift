import KinesiaMotion
import KinesiaSupport

extension FixtureResult {
    var json: JSONValue {
        [
            "id": .string(id), "manifest": .string(manifest), "line": .integer(line), "column": .integer(column),
            "order": .integer(order), "exercise": .string(exercise), "source": .string(source),
            "tags": .array(tags.map(JSONValue.string)), "camera": camera?.json ?? .null, "footage": JSONValue(footage?.rawValue), "sourcePath": JSONValue(sourcePath),
            "status": .string(status.rawValue),
            "failures": .array(failures.map(JSONValue.string)),
            "quarantine": quarantine.map { ["reason": .string($0.reason), "issue": .string($0.issue)] } ?? .null,
            "reps": reps?.json ?? .null, "unfinished": unfinished?.json ?? .null, "keypoints": keypoints?.json ?? .null,
            "nondeterminism": nondeterminism.map {
                ["run": .integer($0.run), "frame": JSONValue($0.frame), "time": JSONValue($0.time), "stage": JSONValue($0.stage?.rawValue)]
            } ?? .null,
            "trace": trace?.json ?? .null, "focusFrame": focusFrame?.json ?? .null,
            "runs": .array(runs.map(\.json)), "seconds": .number(seconds),
        ]
    }

    init(fields: JSONFields) throws(JSONContentError) {
        self.init(
            id: try fields.string("id"), manifest: try fields.string("manifest"), line: try fields.int("line"),
            column: try fields.int("column"), order: try fields.int("order"), exercise: try fields.string("exercise"),
            source: try fields.string("source"), tags: try fields.strings("tags"),
            camera: try fields.optionalObject("camera").map { (camera) throws(JSONContentError) in try CameraTags(fields: camera) },
            footage: try fields.optionalChoice("footage", as: Footage.self), sourcePath: try fields.optionalString("sourcePath"),
            status: try fields.choice("status", as: FixtureStatus.self), failures: try fields.strings("failures"))
        if let note = try fields.optionalObject("quarantine") {
            quarantine = QuarantineNote(reason: try note.string("reason"), issue: try note.string("issue"))
        }
        reps = try fields.optionalObject("reps").map { (report) throws(JSONContentError) in try RepReport(fields: report) }
        unfinished = try fields.optionalObject("unfinished").map { (report) throws(JSONContentError) in try RepReport(fields: report) }
        keypoints = try fields.optionalObject("keypoints").map { (report) throws(JSONContentError) in try KeypointReport(fields: report) }
        if let difference = try fields.optionalObject("nondeterminism") {
            nondeterminism = Nondeterminism(
                run: try difference.int("run"), frame: try difference.optionalInt("frame"),
                time: try difference.optionalDouble("time"), stage: try difference.optionalChoice("stage", as: PipelineStage.self))
        }
        trace = try fields.optionalObject("trace").map { (trace) throws(JSONContentError) in try AngleTrace(fields: trace) }
        focusFrame = try fields.optionalObject("focusFrame").map { (frame) throws(JSONContentError) in try FocusFrame(fields: frame) }
        for run in try fields.objects("runs") {
            runs.append(RunRecord(
                run: try run.int("run"), digest: try run.string("digest"),
                stages: try run.optionalObject("stages").map { (stages) throws(JSONContentError) in try StageDigests(fields: stages) },
                poses: try run.int("poses"), posesIgnored: try run.int("posesIgnored"), reps: try run.int("reps"),
                seconds: try run.double("seconds")))
        }
        seconds = try fields.double("seconds")
    }
}

extension RunRecord {
    var json: JSONValue {
        [
            "run": .integer(run), "digest": .string(digest), "stages": stages?.json ?? .null, "poses": .integer(poses),
            "posesIgnored": .integer(posesIgnored),
            "reps": .integer(reps), "seconds": .number(seconds),
        ]
    }
}
