import KinesiaMotion
import KinesiaSupport

extension RepReport {
    var json: JSONValue {
        [
            "expected": .integer(expected), "counted": .integer(counted), "alignedByTime": .bool(alignedByTime),
            "entries": .array(entries.map(\.json)),
        ]
    }

    static let jsonKeys: JSONKeys = ["expected", "counted", "alignedByTime", "entries"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        var entries: [RepEntry] = []
        for entry in try fields.objects("entries", keys: RepEntry.jsonKeys) { entries.append(try RepEntry(fields: entry)) }
        self.init(
            expected: try fields.int("expected"), counted: try fields.int("counted"),
            alignedByTime: try fields.bool("alignedByTime"), entries: entries)
    }
}

extension RepEntry {
    var json: JSONValue {
        [
            "match": .string(match.rawValue), "labelledTime": JSONValue(labelledTime), "countedTime": JSONValue(countedTime),
            "labelledPeak": JSONValue(labelledPeak), "countedPeak": JSONValue(countedPeak),
            "labelledVerdicts": JSONValue(labelledVerdicts), "countedVerdicts": JSONValue(countedVerdicts),
            "countedStart": JSONValue(countedStart), "countedEnd": JSONValue(countedEnd),
        ]
    }

    /// Version 2 added `countedStart` and `countedEnd`.
    static let jsonKeys = JSONKeys([
        "match", "labelledTime", "countedTime", "labelledPeak", "countedPeak", "labelledVerdicts", "countedVerdicts",
    ]).adding(["countedStart", "countedEnd"], since: 2)

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            match: try fields.choice("match", as: Match.self), labelledTime: try fields.optionalDouble("labelledTime"),
            countedTime: try fields.optionalDouble("countedTime"), labelledPeak: try fields.optionalDouble("labelledPeak"),
            countedPeak: try fields.optionalDouble("countedPeak"), labelledVerdicts: try fields.optionalString("labelledVerdicts"),
            countedVerdicts: try fields.optionalString("countedVerdicts"), countedStart: try fields.optionalDouble("countedStart"),
            countedEnd: try fields.optionalDouble("countedEnd"))
    }
}

extension KeypointReport {
    var json: JSONValue {
        [
            "labelledFrames": .integer(labelledFrames), "matchedFrames": .integer(matchedFrames),
            "framesWithoutJoints": .integer(framesWithoutJoints),
            "joints": .array(joints.map(\.json)),
            "accuracy": accuracy?.json ?? .null, "series": series?.json ?? .null,
        ]
    }

    /// Version 2 added `accuracy` and `series`.
    static let jsonKeys = JSONKeys(["labelledFrames", "matchedFrames", "framesWithoutJoints", "joints"]).adding(["accuracy", "series"], since: 2)

    init(fields: JSONObjectReader) throws(JSONContentError) {
        var joints: [JointError] = []
        for error in try fields.objects("joints", keys: JointError.jsonKeys) { joints.append(try JointError(fields: error)) }
        self.init(labelledFrames: try fields.int("labelledFrames"), matchedFrames: try fields.int("matchedFrames"),
            framesWithoutJoints: try fields.int("framesWithoutJoints"), joints: joints,
            accuracy: try fields.optionalObject("accuracy", keys: KeypointAccuracy.jsonKeys).map { (accuracy) throws(JSONContentError) in
                try KeypointAccuracy(fields: accuracy)
            },
            series: try fields.optionalObject("series", keys: KeypointSeries.jsonKeys).map { (series) throws(JSONContentError) in
                try KeypointSeries(fields: series)
            })
    }
}

extension JointError {
    var json: JSONValue {
        [
            "joint": .string(joint.rawValue), "compared": .integer(compared), "missing": .integer(missing),
            "median": JSONValue(median), "max": JSONValue(max), "tolerance": JSONValue(tolerance),
        ]
    }

    static let jsonKeys: JSONKeys = ["joint", "compared", "missing", "median", "max", "tolerance"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            joint: try fields.choice("joint", as: Joint.self), compared: try fields.int("compared"), missing: try fields.int("missing"),
            median: try fields.optionalDouble("median"), max: try fields.optionalDouble("max"), tolerance: try fields.optionalDouble("tolerance"))
    }
}
