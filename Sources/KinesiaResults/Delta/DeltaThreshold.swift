import KinesiaSupport

/// A `kinesia compare --fail-on` condition: what makes the delta fail (exit 1).
package enum DeltaThreshold: Sendable, Hashable, CustomStringConvertible {
    /// A fixture that did not fail the gate now does.
    case verdict
    /// A fixture's completed or unfinished rep count changed.
    case count
    /// A fixture's output changed at any stage (its digests differ).
    case stage
    /// A fixture's output changed at this stage or an earlier one (`stage=poses`: the poses an
    /// instruction-set cap may move).
    case stageThrough(PipelineStage)
    /// A joint's median keypoint error grew by more than this (normalized units).
    case keypoint(Double)
    /// The total fixture time grew by more than this factor (1.5: half as long again).
    case time(Double)
    /// Anything at all differs (`ResultsDelta.differences`): what a determinism or sharding
    /// check asks, with `--ignore-timings`.
    case any

    package static let spellings = "verdict, count, stage, stage=STAGE, keypoint=DISTANCE, time=FACTOR, any"

    /// `verdict`, `count`, `stage`, `stage=poses`, `keypoint=0.01`, `time=1.5`, `any`.
    package init(parsing text: String) throws(DeltaThresholdError) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        let number = parts.count == 2 ? Double(parts[1]) : nil
        switch (parts.first ?? "", parts.count) {
        case ("verdict", 1): self = .verdict
        case ("count", 1): self = .count
        case ("stage", 1): self = .stage
        case ("stage", 2) where PipelineStage(rawValue: parts[1]) != nil: self = .stageThrough(PipelineStage(rawValue: parts[1])!)
        case ("any", 1): self = .any
        case ("keypoint", 2) where number.map { $0 >= 0 && $0.isFinite } == true: self = .keypoint(number!)
        case ("time", 2) where number.map { $0 > 0 && $0.isFinite } == true: self = .time(number!)
        default: throw DeltaThresholdError("--fail-on expects one of \(Self.spellings) (got \"\(text)\")")
        }
    }

    package var description: String {
        switch self {
        case .verdict: "verdict"
        case .count: "count"
        case .stage: "stage"
        case .stageThrough(let stage): "stage=\(stage.rawValue)"
        case .any: "any"
        case .keypoint(let limit): "keypoint=\(limit)"
        case .time(let factor): "time=\(factor)"
        }
    }

    /// Why the delta trips this threshold, one line per fixture (or one for the run); empty
    /// when it does not.
    package func trips(_ delta: ResultsDelta) -> [String] {
        switch self {
        case .verdict:
            return delta.fixtures.filter(\.verdictWorsened).map { "\($0.id): \($0.status.base.rawValue) → \($0.status.head.rawValue)" }
        case .count:
            return delta.fixtures.filter { $0.counted.changed || $0.unfinished.changed }.map { fixture in
                "\(fixture.id): counted \(fixture.counted.base.map(String.init) ?? "–") → \(fixture.counted.head.map(String.init) ?? "–")"
            }
        case .stage:
            return delta.fixtures.compactMap { fixture in fixture.firstChangedStage.map { "\(fixture.id): \($0.rawValue) changed" } }
        case .stageThrough(let last):
            return delta.fixtures.compactMap { fixture in
                fixture.firstChangedStage.flatMap { $0 <= last ? "\(fixture.id): \($0.rawValue) changed" : nil }
            }
        case .any:
            return delta.differences
        case .keypoint(let limit):
            return delta.fixtures.flatMap { fixture in
                fixture.joints.compactMap { change -> String? in
                    guard let old = change.median.base, let new = change.median.head, new - old > limit else { return nil }
                    return "\(fixture.id): \(change.joint.rawValue) median \(NumberText.fixed(old, places: 4)) → \(NumberText.fixed(new, places: 4))"
                }
            }
        case .time(let factor):
            let base = delta.fixtures.map(\.seconds.base).reduce(0, +), head = delta.fixtures.map(\.seconds.head).reduce(0, +)
            guard base > 0, head > base * factor else { return [] }
            return ["total fixture time \(NumberText.seconds(base)) → \(NumberText.seconds(head)) (× \(NumberText.fixed(head / base, places: 2)))"]
        }
    }
}

package struct DeltaThresholdError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }
}
