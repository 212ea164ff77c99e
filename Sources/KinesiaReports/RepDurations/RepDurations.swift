import Foundation
import KinesiaManifest
import KinesiaMotion
import KinesiaResults

/// How long real reps spend between an exercise's thresholds, the span its `minimumDuration`
/// judges (under it a rep counts, with a `tooFast` verdict): per exercise and kind of source,
/// the labelled reps' durations (counted reps matched to a label, and labelled reps under the
/// minimum that went uncounted, found again in the fixture's trace), those lost reps, and the
/// full-range movements under the minimum where no rep is labelled that went uncounted (jitter,
/// a tracking glitch splitting a rep). What leaves such a movement uncounted is the floor's
/// duration (`RepFloor`), or the minimum itself when one reading's jump could have made its
/// range (`ReadingJump`); the minimum alone drops nothing.
/// `scripts/measure-rep-durations` runs the fixtures and prints `table`.
package struct RepDurations: Sendable {
    /// One row of the table: the sources behind it and each rep's duration with where it is.
    struct Row: Sendable {
        var sources: Set<String>
        var reps: [(seconds: Double, place: String)] = []
    }

    package struct LostRep: Sendable, Hashable {
        package var exercise: String
        package var place: String
        package var seconds: Double
        package var minimum: Double
    }

    package struct UnlabelledMovement: Sendable, Hashable {
        package var exercise: String
        package var fixture: String
        package var start: Double
        package var seconds: Double
        package var minimum: Double
    }

    /// A place in one source, to the microsecond: the same source reached from both manifests
    /// is measured once.
    private struct Moment: Hashable {
        var source: String
        var exercise: String
        var microseconds: Double

        init(_ source: String, _ exercise: String, _ time: Double) {
            (self.source, self.exercise, microseconds) = (source, exercise, (time * 1e6).rounded())
        }
    }

    /// Time-scaled phone variants: their tempo is not a person's, so they get their own row.
    static let timeScaled = ["fast-1.5x", "slow-motion-half"]

    let exercises: [ExerciseDefinition]
    var rows: [String: [String: Row]] = [:]
    package private(set) var lost: [LostRep] = []
    private var unlabelledOrder: [Moment] = []
    private var unlabelledByMoment: [Moment: UnlabelledMovement] = [:]
    private var measured: Set<Moment> = []

    /// The movements rejected as too fast where no rep is labelled, by exercise, fastest first.
    package var unlabelled: [UnlabelledMovement] {
        unlabelledOrder.enumerated().map { ($0.offset, unlabelledByMoment[$0.element]!) }
            .sorted { ($0.1.exercise, $0.1.seconds, $0.0) < ($1.1.exercise, $1.1.seconds, $1.0) }.map(\.1)
    }

    /// `results` in the order given (the first place a source is met names its reps); `renders`
    /// for the exercises no real motion shows.
    package init(results: [RunResults], renders: [RenderedCount], exercises: [ExerciseDefinition] = ExerciseLibrary.all) throws(UnknownExercise) {
        self.exercises = exercises
        for fixture in results.flatMap(\.fixtures) { try add(fixture) }
        for render in renders { add(render) }
    }

    /// The exercises no real source counted a rep of: those measured on a brisk render.
    package static func unmeasured(in results: [RunResults], exercises: [ExerciseDefinition] = ExerciseLibrary.all) -> [String] {
        let seen = Set(results.flatMap(\.fixtures).filter { $0.footage != .rendered && ($0.reps?.counted ?? 0) > 0 }.map(\.exercise))
        return exercises.map(\.name).filter { !seen.contains($0) }
    }

    package struct UnknownExercise: Error, CustomStringConvertible {
        package var fixture: String
        package var exercise: String
        package var description: String { "fixture \(fixture): no exercise \"\(exercise)\" in the library" }
    }

    private mutating func add(_ fixture: FixtureResult) throws(UnknownExercise) {
        guard let reps = fixture.reps else { return }
        guard let definition = exercises.first(where: { $0.name == fixture.exercise }) else {
            throw UnknownExercise(fixture: fixture.id, exercise: fixture.exercise)
        }
        let source = fixture.sourcePath.flatMap { $0.isEmpty ? nil : $0 } ?? fixture.id
        defer { scanUnlabelled(fixture, reps: reps, definition: definition, source: source) }
        // Not real motion: only its unlabelled movements are listed.
        guard fixture.footage != .rendered else { return }
        var kind = fixture.footage?.rawValue ?? Footage.unstated
        if fixture.footage == .derivedFromFilmed && Self.timeScaled.contains(where: source.contains) {
            kind = "derivedFromFilmed, time-scaled"
        }
        var row = rows[definition.name]?[kind] ?? Row(sources: [])
        row.sources.insert(source)
        for entry in reps.entries {
            if entry.match == .matched, let start = entry.countedStart {
                guard measured.insert(Moment(source, definition.name, start)).inserted else { continue }
                row.reps.append(((entry.countedEnd ?? .nan) - start, fixture.id))
            } else if entry.match == .missed, let labelled = entry.labelledTime, let trace = fixture.trace {
                for movement in ThresholdCrossing.movements(in: trace, minimumRange: definition.minimumRange)
                where movement.start <= labelled && labelled <= movement.end && movement.duration < definition.minimumDuration {
                    guard measured.insert(Moment(source, definition.name, movement.start)).inserted else { continue }
                    row.reps.append((movement.duration, fixture.id + " (lost tooFast)"))
                    lost.append(LostRep(exercise: definition.name, place: fixture.id, seconds: movement.duration, minimum: definition.minimumDuration))
                }
            }
        }
        rows[definition.name, default: [:]][kind] = row
    }

    private mutating func scanUnlabelled(_ fixture: FixtureResult, reps: RepReport, definition: ExerciseDefinition, source: String) {
        guard let trace = fixture.trace else { return }
        let counted = reps.entries.compactMap(\.countedStart)
        let missed = reps.entries.filter { $0.match == .missed }.compactMap(\.labelledTime)
        for movement in ThresholdCrossing.movements(in: trace, minimumRange: definition.minimumRange) {
            if movement.duration >= definition.minimumDuration || movement.peak - movement.rest < definition.minimumRange { continue }
            if missed.contains(where: { movement.start <= $0 && $0 <= movement.end }) || counted.contains(where: { abs(movement.start - $0) < 1e-6 }) {
                continue
            }
            let moment = Moment(source, definition.name, movement.start)
            if unlabelledByMoment[moment] == nil { unlabelledOrder.append(moment) }
            unlabelledByMoment[moment] = UnlabelledMovement(
                exercise: definition.name, fixture: fixture.id, start: movement.start, seconds: movement.duration,
                minimum: definition.minimumDuration)
        }
    }

    private mutating func add(_ render: RenderedCount) {
        let place = "render --tempo \(render.tempo)"
        let kind = "brisk render, \(render.tempo) s a rep"
        var row = rows[render.exercise]?[kind] ?? Row(sources: [render.source])
        row.reps += render.repTimes.map { ($0.end - $0.start, place) }
        for verdict in render.tooFast {
            row.reps.append((verdict.measured, place + " (lost tooFast)"))
            lost.append(LostRep(exercise: render.exercise, place: "brisk render \(render.tempo) s", seconds: verdict.measured, minimum: verdict.limit))
        }
        rows[render.exercise, default: [:]][kind] = row
    }
}
