import KinesiaMotion
import KinesiaSupport

/// `kinesia compare --json`: `format: "kinesia.compare"`, `version: 1` (manifests/RESULTS.md).
extension ResultsDelta {
    package static let format = "kinesia.compare"
    package static let version = 1

    package func json(tripped: [(threshold: DeltaThreshold, reasons: [String])] = []) -> JSONValue {
        [
            "format": .string(Self.format), "version": .integer(Self.version),
            "base": ["commit": JSONValue(baseCommit)], "head": ["commit": JSONValue(headCommit)],
            "moved": .array(moved.map { .string($0.id) }),
            "added": .array(added.map(JSONValue.string)), "removed": .array(removed.map(JSONValue.string)),
            "fixtures": .array(fixtures.map(\.json)),
            "breakdowns": .array(breakdowns.map { row in
                ["group": .string(row.group), "metric": .string(row.metric.rawValue), "base": row.base.json, "head": row.head.json]
            }),
            "generalization": ["base": generalization.base.json, "head": generalization.head.json],
            "failOn": .array(tripped.map { ["threshold": .string($0.threshold.description), "reasons": .array($0.reasons.map(JSONValue.string))] }),
        ]
    }
}

extension MetricEstimate {
    var json: JSONValue {
        ["count": .integer(count), "value": JSONValue(value), "low": JSONValue(low), "high": JSONValue(high)]
    }
}

extension FixtureDelta {
    var json: JSONValue {
        func pair(_ pair: Pair<Double?>) -> JSONValue { ["base": JSONValue(pair.base), "head": JSONValue(pair.head)] }
        func pair(_ pair: Pair<Int?>) -> JSONValue { ["base": JSONValue(pair.base), "head": JSONValue(pair.head)] }
        func pair(_ pair: Pair<[Double]>) -> JSONValue {
            ["base": .array(pair.base.map(JSONValue.number)), "head": .array(pair.head.map(JSONValue.number))]
        }
        func closest(_ value: CountingMargins.Closest?) -> JSONValue {
            value.map { ["rep": .integer($0.rep), "limit": .string($0.margin.limit.rawValue), "share": .number($0.share)] } ?? .null
        }
        func limits(_ value: [RepMargin.Limit]?) -> JSONValue { value.map { .array($0.map { .string($0.rawValue) }) } ?? .null }
        return [
            "id": .string(id), "manifest": .string(manifest), "moved": .bool(moved),
            "status": ["base": .string(status.base.rawValue), "head": .string(status.head.rawValue)],
            "firstChangedStage": JSONValue(firstChangedStage?.rawValue), "stagesKnown": .bool(stagesKnown),
            "counted": pair(counted), "expected": pair(expected), "unfinished": pair(unfinished),
            "missed": pair(missed), "extra": pair(extra),
            "reps": .array(reps.map { rep in
                [
                    "rep": .integer(rep.rep), "time": pair(rep.time), "peak": pair(rep.peak),
                    "verdicts": ["base": JSONValue(rep.verdicts.base), "head": JSONValue(rep.verdicts.head)],
                ]
            }),
            "joints": .array(joints.map { joint in
                [
                    "joint": .string(joint.joint.rawValue), "median": pair(joint.median), "p95": pair(joint.quantile), "max": pair(joint.max),
                    "pinnedDisplacement": pair(joint.pinnedDisplacement),
                ]
            }),
            "keypointError": pair(keypointError), "pck": pair(pck), "oks": pair(oks),
            "nondeterministic": ["base": .bool(nondeterministic.base), "head": .bool(nondeterministic.head)],
            "closestMargin": ["base": closest(closestMargin.base), "head": closest(closestMargin.head)], "marginsKnown": .bool(marginsKnown), "marginMoved": .bool(marginMoved),
            "seconds": ["base": .number(seconds.base), "head": .number(seconds.head)],
            "setLimits": ["base": limits(setLimits.base), "head": limits(setLimits.head)],
        ]
    }
}
