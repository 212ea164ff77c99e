import KinesiaMotion
import KinesiaSupport

/// Whether a perturbation changed what the unperturbed run counted, rep by rep: a rep lost
/// (and the limit that rejected it — the floor, the maximum duration, or a minimum for a
/// movement one reading's jump could have made — or, unperturbed, the closest limit its count
/// depended on), a rep gained (and that closest limit), or a rep left unfinished at the end
/// lost or gained (labels count those too). A minimum alone never drops a rep: under it a rep
/// counts with a verdict. Real reps sit close to the engine's limits, so an invisible change to
/// the pixels can flip a count; calibration fails a fixture whose count is that fragile, naming
/// the rep and the limit.
struct CountStability {
    /// One line per rep lost or gained; empty when every rep was counted again.
    var changes: [String] = []

    init(perturbation: String, base: PipelineOutput, perturbed: PipelineOutput, exercise: ExerciseDefinition) {
        let rejected = perturbed.events.compactMap { event -> RejectedRep? in
            if case .rejected(let rep) = event { return rep }
            return nil
        }
        // A rejected movement's verdict carries the limit it failed, the floor or a minimum.
        let rejectionLimits = perturbed.events.compactMap { event -> FormVerdict? in
            if case .verdict(let verdict) = event, verdict.rep == nil { return verdict }
            return nil
        }
        for rep in base.reps where !perturbed.reps.contains(where: { Self.overlap(rep, $0) }) {
            let span = "\(NumberText.seconds(rep.start))–\(NumberText.seconds(rep.end))"
            if let rejection = rejected.first(where: { $0.start < rep.end && rep.start < $0.end }) {
                changes.append(
                    "\(perturbation): rep \(rep.number) (\(span)) rejected as \(rejection.reason.rawValue), "
                        + "\(Self.measured(rejection, rejectionLimits, exercise)); unperturbed \(Self.margin(RepMargin.closest(of: rep, in: exercise)))")
            } else {
                changes.append(
                    "\(perturbation): rep \(rep.number) (\(span)) not counted\(Self.ignored(from: rep.start, to: rep.end, perturbed)); unperturbed "
                        + Self.margin(RepMargin.closest(of: rep, in: exercise)))
            }
        }
        for rep in perturbed.reps where !base.reps.contains(where: { Self.overlap(rep, $0) }) {
            changes.append(
                "\(perturbation): an extra rep at \(NumberText.seconds(rep.start))–\(NumberText.seconds(rep.end)), "
                    + Self.margin(RepMargin.closest(of: rep, in: exercise)))
        }
        for rep in base.unfinished where !perturbed.unfinished.contains(where: { Self.overlap(rep, $0) }) {
            changes.append(
                "\(perturbation): the unfinished rep from \(NumberText.seconds(rep.start)) (peak \(NumberText.degrees(rep.peak)) at "
                    + "\(NumberText.seconds(rep.peakTime))) not reported\(Self.ignored(from: rep.start, to: rep.lastTime, perturbed))")
        }
        for rep in perturbed.unfinished where !base.unfinished.contains(where: { Self.overlap(rep, $0) }) {
            changes.append(
                "\(perturbation): an extra unfinished rep from \(NumberText.seconds(rep.start)) (peak \(NumberText.degrees(rep.peak)) at "
                    + "\(NumberText.seconds(rep.peakTime)))")
        }
    }

    private static func overlap(_ a: Rep, _ b: Rep) -> Bool { a.start < b.end && b.start < a.end }
    /// An unfinished rep spans its start to its last usable pose.
    private static func overlap(_ a: UnfinishedRep, _ b: UnfinishedRep) -> Bool { a.start <= b.lastTime && b.start <= a.lastTime }

    /// ", 7 of its poses ignored (outOfPosture 5, missingJoints 2)" when the perturbed run
    /// could not use poses inside the rep's span (`start` to `end`): the count changed there,
    /// not at a limit.
    private static func ignored(from start: Double, to end: Double, _ output: PipelineOutput) -> String {
        var reasons: [IgnoredPose.Reason: Int] = [:]
        for case .ignored(let pose) in output.events where pose.time >= start && pose.time <= end {
            reasons[pose.reason, default: 0] += 1
        }
        guard !reasons.isEmpty else { return "" }
        let named = reasons.sorted { ($0.value, $1.key.rawValue) > ($1.value, $0.key.rawValue) }.map { "\($0.key.rawValue) \($0.value)" }
        return ", \(reasons.values.reduce(0, +)) of its poses ignored (\(named.joined(separator: ", ")))"
    }

    /// "duration 0.18 s under the floor 0.2 s", "duration 0.25 s under the minimum 0.3 s (one
    /// reading's jump could have made its range)": the limit from the movement's verdict, the
    /// maximum for one too slow.
    private static func measured(_ rejection: RejectedRep, _ verdicts: [FormVerdict], _ exercise: ExerciseDefinition) -> String {
        let verdict = verdicts.first { $0.kind == rejection.reason && $0.time == rejection.peakTime }
        func limit(_ floor: Double, _ text: (Double) -> String) -> String {
            let value = verdict?.limit ?? floor
            return value == floor ? "the floor \(text(value))" : "the minimum \(text(value)) (one reading's jump could have made its range)"
        }
        return switch rejection.reason {
        case .tooFast: "duration \(NumberText.seconds(rejection.duration)) under \(limit(exercise.floor.duration) { NumberText.seconds($0) })"
        case .tooSlow: "duration \(NumberText.seconds(rejection.duration)) over the maximum \(NumberText.seconds(exercise.maximumDuration))"
        default: "range \(verdict.map { NumberText.degrees($0.measured) } ?? "?") under \(limit(exercise.floor.range, NumberText.degrees))"
        }
    }

    /// "its duration 0.33 s was 0.13 s inside the floor 0.2 s".
    private static func margin(_ margin: RepMargin) -> String {
        func value(_ number: Double) -> String {
            margin.limit.judgesRange ? NumberText.degrees(number) : NumberText.seconds(number)
        }
        return "its \(margin.limit.measures) \(value(margin.measured)) was \(value(margin.margin)) inside the \(margin.limit.bound) \(value(margin.threshold))"
    }
}
