import KinesiaSupport

// As `kinesia compare --json` writes it (manifests/RESULTS.md), each side's.
extension Generalization {
    var json: JSONValue {
        [
            "heldOut": heldOut.json, "setLimit": setLimit.json, "unknown": .integer(unknown),
            "limits": .array(limits.map(\.json)),
        ]
    }
}

extension CountAccuracy {
    var json: JSONValue { ["exact": .integer(exact), "offByOne": .integer(offByOne), "total": .integer(total)] }
}

extension LimitMargin {
    var json: JSONValue {
        .object(
            [
                JSONMember("exercise", .string(exercise)), JSONMember("fixture", .string(fixture)), JSONMember("rep", .integer(rep)),
            ] + margin.jsonMembers + [
                JSONMember("share", .number(share)), JSONMember("reps", .integer(reps)), JSONMember("setFrom", .bool(setFrom)),
            ])
    }
}
