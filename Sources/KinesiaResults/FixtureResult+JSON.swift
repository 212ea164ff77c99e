import KinesiaManifest
import KinesiaMotion
import KinesiaSupport

extension FixtureResult {
    var json: JSONValue {
        [
            "id": .string(id), "manifest": .string(manifest), "line": .integer(line), "column": .integer(column),
            "order": .integer(order), "exercise": .string(exercise), "source": JSONValue(source?.rawValue),
            "tags": .array(tags.map(JSONValue.string)), "camera": camera?.json ?? .null, "footage": JSONValue(footage?.rawValue), "sourcePath": JSONValue(sourcePath),
            "status": .string(status.rawValue),
            "failures": .array(failures.map(\.json)),
            "quarantine": quarantine?.json ?? .null,
            "reps": reps?.json ?? .null, "unfinished": unfinished?.json ?? .null, "keypoints": keypoints?.json ?? .null,
            "regression": regression?.json ?? .null,
            "nondeterminism": nondeterminism?.json ?? .null,
            "trace": trace?.json ?? .null, "focusFrame": focusFrame?.json ?? .null,
            "margins": margins?.json ?? .null,
            "setLimits": setLimits.map { .array($0.map { .string($0.rawValue) }) } ?? .null,
            "runs": .array(runs.map(\.json)), "poseCache": poseCache?.json ?? .null, "seconds": .number(seconds),
        ]
    }

    /// Version 2 added `camera`, `footage`, `sourcePath`, `trace` and `focusFrame`; version 3
    /// made each failure an object naming its check (`FixtureFailure`) and added `margins`;
    /// version 5 added `regression`, and later `poseCache` and `setLimits` (files written before
    /// them lack them).
    static let jsonKeys = JSONKeys([
        "id", "manifest", "line", "column", "order", "exercise", "source", "tags", "status", "failures", "quarantine", "reps",
        "unfinished", "keypoints", "nondeterminism", "runs", "seconds",
    ]).adding(["camera", "footage", "sourcePath", "trace", "focusFrame"], since: 2).adding(["margins"], since: 3)
        .adding(["regression", "poseCache", "setLimits"], since: 5)

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            id: try fields.string("id"), manifest: try fields.string("manifest"), line: try fields.int("line"),
            column: try fields.int("column"), order: try fields.int("order"), exercise: try fields.string("exercise"),
            source: try fields.optionalChoice("source", as: FixtureSource.Kind.self), tags: try fields.strings("tags"),
            camera: try fields.optionalObject("camera", keys: CameraTags.jsonKeys).map { (camera) throws(JSONContentError) in try CameraTags(fields: camera) },
            footage: try fields.optionalChoice("footage", as: Footage.self), sourcePath: try fields.optionalString("sourcePath"),
            status: try fields.choice("status", as: FixtureStatus.self), failures: try Self.failures(fields))
        quarantine = try fields.optionalObject("quarantine", keys: QuarantineNote.jsonKeys).map { (note) throws(JSONContentError) in try QuarantineNote(fields: note) }
        reps = try fields.optionalObject("reps", keys: RepReport.jsonKeys).map { (report) throws(JSONContentError) in try RepReport(fields: report) }
        unfinished = try fields.optionalObject("unfinished", keys: RepReport.jsonKeys).map { (report) throws(JSONContentError) in try RepReport(fields: report) }
        keypoints = try fields.optionalObject("keypoints", keys: KeypointReport.jsonKeys).map { (report) throws(JSONContentError) in
            try KeypointReport(fields: report)
        }
        regression = try fields.optionalObject("regression", keys: RegressionReport.jsonKeys).map { (report) throws(JSONContentError) in
            try RegressionReport(fields: report)
        }
        nondeterminism = try fields.optionalObject("nondeterminism", keys: Nondeterminism.jsonKeys).map { (difference) throws(JSONContentError) in
            try Nondeterminism(fields: difference)
        }
        trace = try fields.optionalObject("trace", keys: AngleTrace.jsonKeys).map { (trace) throws(JSONContentError) in try AngleTrace(fields: trace) }
        focusFrame = try fields.optionalObject("focusFrame", keys: FocusFrame.jsonKeys).map { (frame) throws(JSONContentError) in try FocusFrame(fields: frame) }
        margins = try fields.optionalObject("margins", keys: CountingMargins.jsonKeys).map { (margins) throws(JSONContentError) in try CountingMargins(fields: margins) }
        if fields.optional("setLimits") != nil {
            var limits: [RepMargin.Limit] = []
            for (index, element) in try fields.elements("setLimits").enumerated() {
                limits.append(try element.choice(RepMargin.Limit.self, at: fields.path(of: "setLimits").appending(index: index)))
            }
            setLimits = limits
        }
        for run in try fields.objects("runs", keys: RunRecord.jsonKeys) { runs.append(try RunRecord(fields: run)) }
        poseCache = try fields.optionalObject("poseCache", keys: PoseCacheUse.jsonKeys).map { (use) throws(JSONContentError) in
            try PoseCacheUse(fields: use)
        }
        seconds = try fields.double("seconds")
    }

    /// Objects from version 3; before it, messages whose check was not recorded.
    private static func failures(_ fields: JSONObjectReader) throws(JSONContentError) -> [FixtureFailure] {
        guard (fields.version ?? RunResults.version) >= 3 else { return try fields.strings("failures").map { FixtureFailure(nil, $0) } }
        var failures: [FixtureFailure] = []
        for failure in try fields.objects("failures", keys: FixtureFailure.jsonKeys) { failures.append(try FixtureFailure(fields: failure)) }
        return failures
    }
}

