import KinesiaMotion
import KinesiaSupport

extension RepReport {
    var json: JSONValue {
        [
            "expected": .integer(expected), "counted": .integer(counted), "alignedByTime": .bool(alignedByTime),
            "entries": .array(entries.map(\.json)),
        ]
    }

    init(fields: JSONFields) throws(JSONContentError) {
        var entries: [RepEntry] = []
        for entry in try fields.objects("entries") { entries.append(try RepEntry(fields: entry)) }
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

    init(fields: JSONFields) throws(JSONContentError) {
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
            "joints": .array(joints.map { error in
                [
                    "joint": .string(error.joint.rawValue), "compared": .integer(error.compared), "missing": .integer(error.missing),
                    "median": JSONValue(error.median), "max": JSONValue(error.max), "tolerance": JSONValue(error.tolerance),
                ]
            }),
            "accuracy": accuracy?.json ?? .null, "series": series?.json ?? .null,
        ]
    }

    init(fields: JSONFields) throws(JSONContentError) {
        var joints: [JointError] = []
        for error in try fields.objects("joints") {
            joints.append(JointError(
                joint: try error.choice("joint", as: Joint.self), compared: try error.int("compared"), missing: try error.int("missing"),
                median: try error.optionalDouble("median"), max: try error.optionalDouble("max"),
                tolerance: try error.optionalDouble("tolerance")))
        }
        self.init(labelledFrames: try fields.int("labelledFrames"), matchedFrames: try fields.int("matchedFrames"),
            framesWithoutJoints: try fields.int("framesWithoutJoints"), joints: joints,
            accuracy: try fields.optionalObject("accuracy").map { (accuracy) throws(JSONContentError) in try KeypointAccuracy(fields: accuracy) },
            series: try fields.optionalObject("series").map { (series) throws(JSONContentError) in try KeypointSeries(fields: series) })
    }
}
