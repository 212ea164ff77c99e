import KinesiaCommandLine
import KinesiaMotion
import KinesiaSupport

/// `kinesia exercises`: the library, with what each exercise measures and its thresholds.
struct ExercisesCommand: Command {
    let name = "exercises"
    let summary = "List the exercises Kinesia can count, with what each measures."
    let json = Flag("json", help: "print one JSON object instead of text")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        if arguments[json] {
            try JSONOutput.print(.object([JSONMember("exercises", .array(ExerciseLibrary.all.map(Self.json)))]))
        } else {
            for definition in ExerciseLibrary.all {
                print("\(definition.name) (default side: \(definition.defaultSide.rawValue))\n  \(definition.summary)")
                let joints = definition.posture.joints.map(\.rawValue).joined(separator: ", ")
                print("  Posture: \(definition.posture.name), \(definition.posture.summary); judged where \(joints) (or their left twins) are seen; leaving it ends the set.")
                print("  Not counted under \(definition.floor.range)° of range or \(definition.floor.duration) s: \(definition.floor.source).")
                print("  Minimum range \(definition.minimumRange)° (under it a rep counts, incomplete, until the set's own reps judge; a movement one reading's jump could make must reach it)\(Self.basis(definition.minimumRangeBasis)).")
                if let basis = definition.minimumDurationBasis {
                    print("  Minimum duration \(definition.minimumDuration) s (under it a rep counts, too fast; a movement one reading's jump could make must reach it), \(basis.description(of: definition.minimumDuration)).")
                }
                print("  Maximum duration \(definition.maximumDuration) s (over it a movement is not counted)\(Self.basis(definition.maximumDurationBasis)).")
                for (limit, fixtures) in Self.setFrom(definition) {
                    print("  \(limit.rawValue) set from the fixtures \(fixtures.joined(separator: ", ")).")
                }
            }
        }
        return ExitStatus.success
    }

    /// The fixtures each limit was set from (`ExerciseLibrary.limitSources`), in the limits' order.
    static func setFrom(_ definition: ExerciseDefinition) -> [(RepMargin.Limit, [String])] {
        let sources = ExerciseLibrary.limitSources[definition.name] ?? [:]
        return RepMargin.Limit.allCases.compactMap { limit in sources[limit].map { (limit, $0) } }
    }

    /// ": source", or nothing for a limit with no source given.
    static func basis(_ source: String?) -> String { source.map { ": " + $0 } ?? "" }

    static func json(_ definition: ExerciseDefinition) -> JSONValue {
        .object([
            JSONMember("name", .string(definition.name)),
            JSONMember("summary", .string(definition.summary)),
            JSONMember("defaultSide", .string(definition.defaultSide.rawValue)),
            JSONMember("posture", .object([
                JSONMember("name", .string(definition.posture.name)),
                JSONMember("summary", .string(definition.posture.summary)),
            ])),
            JSONMember("startThreshold", .number(definition.startThreshold)),
            JSONMember("endThreshold", .number(definition.endThreshold)),
            JSONMember("minimumRange", .number(definition.minimumRange)),
            JSONMember("minimumRangeBasis", definition.minimumRangeBasis.map(JSONValue.string) ?? .null),
            JSONMember("minimumDuration", .number(definition.minimumDuration)),
            JSONMember("minimumDurationBasis", definition.minimumDurationBasis.map(json) ?? .null),
            JSONMember("maximumDuration", .number(definition.maximumDuration)),
            JSONMember("maximumDurationBasis", definition.maximumDurationBasis.map(JSONValue.string) ?? .null),
            JSONMember("floor", .object([
                JSONMember("range", .number(definition.floor.range)),
                JSONMember("duration", .number(definition.floor.duration)),
                JSONMember("source", .string(definition.floor.source)),
            ])),
            JSONMember("limitsSetFrom", .object(setFrom(definition).map { JSONMember($0.0.rawValue, .array($0.1.map(JSONValue.string))) })),
            JSONMember("minimumConfidence", .number(definition.minimumConfidence)),
            JSONMember("smoothing", .number(definition.smoothing)),
        ])
    }

    static func json(_ basis: DurationBasis) -> JSONValue {
        .object([
            JSONMember("fastestRep", .number(basis.fastestRep)),
            JSONMember("motion", .string(basis.motion.rawValue)),
            JSONMember("source", .string(basis.source)),
            JSONMember("margin", .number(basis.margin)),
            JSONMember("mustReject", basis.mustReject.map {
                .object([JSONMember("duration", .number($0.duration)), JSONMember("source", .string($0.source))])
            } ?? .null),
        ])
    }
}
