import KinesiaMotion
import KinesiaSupport

// The members version 2 of results.json added (manifests/RESULTS.md).

extension CameraTags {
    var json: JSONValue {
        [
            "angle": JSONValue(angle?.rawValue), "height": JSONValue(height?.rawValue), "lens": JSONValue(lens?.rawValue),
            "mirrored": .bool(mirrored), "lighting": JSONValue(lighting?.rawValue),
        ]
    }

    init(fields: JSONFields) throws(JSONContentError) {
        self.init(
            angle: try fields.optionalChoice("angle", as: Angle.self), height: try fields.optionalChoice("height", as: Height.self),
            lens: try fields.optionalChoice("lens", as: Lens.self), mirrored: try fields.bool("mirrored"),
            lighting: try fields.optionalChoice("lighting", as: Lighting.self))
    }
}

extension StageDigests {
    var json: JSONValue {
        .object(PipelineStage.allCases.map { stage in
            JSONMember(stage.rawValue, self[stage].map { ["digest": .string($0.digest), "count": .integer($0.count)] } ?? .null)
        })
    }

    init(fields: JSONFields) throws(JSONContentError) {
        func stage(_ name: PipelineStage) throws(JSONContentError) -> StageDigest? {
            guard let stage = try fields.optionalObject(name.rawValue) else { return nil }
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

extension AngleTrace {
    var json: JSONValue {
        [
            "startThreshold": .number(startThreshold), "endThreshold": .number(endThreshold),
            "times": .array(times.map(JSONValue.number)), "angles": JSONValue(angles),
        ]
    }

    init(fields: JSONFields) throws(JSONContentError) {
        let times = try fields.doubles("times"), angles = try fields.optionalDoubles("angles")
        guard times.count == angles.count else {
            throw JSONContentError(fields.path.appending(key: "angles"), .invalid("has \(angles.count) values for \(times.count) times"))
        }
        self.init(
            startThreshold: try fields.double("startThreshold"), endThreshold: try fields.double("endThreshold"), times: times,
            angles: angles)
    }
}

extension FocusFrame {
    var json: JSONValue {
        [
            "reason": .string(reason.rawValue), "time": .number(time), "frame": .integer(frame), "meanError": JSONValue(meanError),
            "aspectRatio": .number(aspectRatio), "detected": JSONValue(points: detected), "reference": JSONValue(points: reference),
        ]
    }

    init(fields: JSONFields) throws(JSONContentError) {
        self.init(
            reason: try fields.choice("reason", as: Reason.self), time: try fields.double("time"), frame: try fields.int("frame"),
            meanError: try fields.optionalDouble("meanError"), aspectRatio: try fields.double("aspectRatio"),
            detected: try fields.points("detected"), reference: try fields.points("reference"))
    }
}

extension KeypointAccuracy {
    var json: JSONValue {
        [
            "meanError": .number(meanError), "pck": JSONValue(pck), "oks": JSONValue(oks), "pairs": .integer(pairs),
            "pairsWithTorso": .integer(pairsWithTorso),
        ]
    }

    init(fields: JSONFields) throws(JSONContentError) {
        self.init(
            meanError: try fields.double("meanError"), pck: try fields.optionalDouble("pck"), oks: try fields.optionalDouble("oks"),
            pairs: try fields.int("pairs"), pairsWithTorso: try fields.int("pairsWithTorso"))
    }
}

extension KeypointSeries {
    var json: JSONValue {
        [
            "times": .array(times.map(JSONValue.number)),
            "joints": .object(joints.map { JSONMember($0.joint.rawValue, JSONValue($0.errors)) }),
        ]
    }

    init(fields: JSONFields) throws(JSONContentError) {
        let times = try fields.doubles("times")
        let object = try fields.object("joints")
        var joints: [(joint: Joint, errors: [Double?])] = []
        for member in object.value.members ?? [] {
            guard let joint = Joint(rawValue: member.key) else {
                throw JSONContentError(object.path.appending(key: member.key), .invalid("unknown joint `\(member.key)`"))
            }
            let errors = try object.optionalDoubles(member.key)
            guard errors.count == times.count else {
                throw JSONContentError(object.path.appending(key: member.key), .invalid("has \(errors.count) values for \(times.count) times"))
            }
            joints.append((joint, errors))
        }
        self.init(times: times, joints: joints)
    }
}
