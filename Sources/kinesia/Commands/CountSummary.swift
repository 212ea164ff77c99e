import KinesiaCommandLine
import KinesiaMotion
import KinesiaPose
import KinesiaReports
import KinesiaSupport

/// What `kinesia count` reports for one pose stream, as text or as one JSON object.
struct CountSummary {
    let exercise: ExerciseDefinition
    let side: Side
    let reps: [Rep]
    let unfinished: [UnfinishedRep]
    let partialStarts: [PartialStart]
    let unseen: [UnseenStretch]
    let postureLeft: [PostureLeft]
    let verdicts: [FormVerdict]
    let posesProcessed: Int
    let posesIgnored: Int
    /// What the frame source delivered and dropped; nil for a recording (its frames are poses).
    let frames: FrameTally.Counts?
    /// Why the source ended before its end, if it broke; a live session stopped on purpose
    /// (cancelled) is not an error.
    let sourceError: (any Error)?

    /// Runs the provider through the shipping `MotionSession`; `onRep` hears each rep as it
    /// completes.
    static func count(
        _ provider: some PoseProvider, exercise: ExerciseDefinition, side: Side?, smoothing: Double?, frames: FrameTally?,
        onRep: ((Rep) -> Void)? = nil
    ) async -> CountSummary {
        let session = MotionSession(exercise: exercise, side: side, smoothing: smoothing)
        if let onRep {
            session.onPose = { _, _, events in
                for case .completed(let rep) in events { onRep(rep) }
            }
        }
        await session.run(with: provider)
        let error = session.sourceError.flatMap { $0 is CancellationError ? nil : $0 }
        return CountSummary(
            exercise: exercise, side: session.side, reps: session.reps, unfinished: session.unfinished,
            partialStarts: session.partialStarts, unseen: session.unseenStretches, postureLeft: session.postureLeft,
            verdicts: session.verdicts, posesProcessed: session.snapshot.posesProcessed,
            posesIgnored: session.snapshot.posesIgnored, frames: frames?.counts, sourceError: error)
    }

    var json: JSONValue {
        var members = [
            JSONMember("exercise", .string(exercise.name)),
            JSONMember("side", .string(side.rawValue)),
            JSONMember("reps", .integer(reps.count)),
            JSONMember("peaks", .array(reps.map { .number($0.peak) })),
            JSONMember("repTimes", .array(reps.map { .array([.number(JSONOutput.seconds($0.start)), .number(JSONOutput.seconds($0.end))]) })),
            JSONMember("peakTimes", .array(reps.map { .number(JSONOutput.seconds($0.peakTime)) })),
            JSONMember("closestLimits", .array(reps.map { Self.json(RepMargin.closest(of: $0, in: exercise)) })),
            JSONMember("closestMinimums", .array(reps.map { rep in RepMargin.closestMinimum(of: rep, in: exercise).map(Self.json) ?? .null })),
            JSONMember("unfinished", .integer(unfinished.count)),
            JSONMember("unfinishedReps", .array(unfinished.map {
                .object([
                    JSONMember("start", .number(JSONOutput.seconds($0.start))),
                    JSONMember("peak", .number($0.peak)),
                    JSONMember("peakTime", .number(JSONOutput.seconds($0.peakTime))),
                ])
            })),
            JSONMember("partialStarts", .array(partialStarts.map {
                .object([
                    JSONMember("firstTime", .number(JSONOutput.seconds($0.firstTime))),
                    JSONMember("peak", .number($0.peak)),
                    JSONMember("peakTime", .number(JSONOutput.seconds($0.peakTime))),
                    JSONMember("end", $0.end.map { .number(JSONOutput.seconds($0)) } ?? .null),
                ])
            })),
            JSONMember("unseen", .array(unseen.map {
                .object([
                    JSONMember("joints", .array($0.joints.map { .string($0.rawValue) })),
                    JSONMember("start", .number(JSONOutput.seconds($0.start))),
                    JSONMember("end", .number(JSONOutput.seconds($0.end))),
                ])
            })),
            JSONMember("postureLeft", .array(postureLeft.map {
                .object([
                    JSONMember("posture", .string($0.posture)),
                    JSONMember("start", .number(JSONOutput.seconds($0.start))),
                    JSONMember("end", .number(JSONOutput.seconds($0.end))),
                    JSONMember("untilEnd", .bool($0.untilEnd)),
                ])
            })),
            JSONMember("verdicts", .array(verdicts.map { verdict in
                .object([
                    JSONMember("kind", .string(verdict.kind.rawValue)),
                    JSONMember("rep", verdict.rep.map { .integer($0) } ?? .null),
                    JSONMember("time", .number(JSONOutput.seconds(verdict.time))),
                    JSONMember("measured", .number(Angles.quantized(verdict.measured))),
                    JSONMember("limit", .number(verdict.limit)),
                ])
            })),
            JSONMember("poses", .integer(posesProcessed)),
            JSONMember("posesIgnored", .integer(posesIgnored)),
        ]
        if let frames {
            members.append(JSONMember("frames", .object([
                JSONMember("delivered", .integer(frames.delivered)),
                JSONMember("dropped", .integer(frames.dropped)),
                JSONMember("withoutPerson", .integer(frames.withoutPerson)),
            ])))
        }
        members.append(JSONMember("sourceError", sourceError.map { .string("\($0)") } ?? .null))
        return .object(members)
    }

    var text: String {
        var lines = ["\(exercise.name) (\(side.rawValue)): \(reps.count) rep\(reps.count == 1 ? "" : "s")"]
        lines += reps.map(Self.line(for:))
        if let closest = Self.closest(reps, { RepMargin.closest(of: $0, in: exercise) }) {
            lines.append("  closest to changing the count: rep \(closest.rep), \(MarginText.describe(closest.margin))")
        }
        if let closest = Self.closest(reps, { RepMargin.closestMinimum(of: $0, in: exercise) }) {
            lines.append("  closest to a verdict minimum: rep \(closest.rep), \(MarginText.describe(closest.margin))")
        }
        for stretch in unseen {
            let joints = stretch.joints.map(\.rawValue).joined(separator: ", ")
            lines.append("  not seen \(Self.format(stretch.start))–\(Self.format(stretch.end)) s: \(joints) — those poses were ignored; is everyone in the picture?")
        }
        for stretch in postureLeft {
            let until = stretch.untilEnd ? "to the end" : "\(Self.format(stretch.end)) s"
            lines.append("  out of \(stretch.posture) posture \(Self.format(stretch.start)) s–\(until): the set ended there — motion out of posture was not counted")
        }
        for partial in partialStarts {
            let back = partial.end.map { ", back at rest \(Self.format($0)) s" } ?? ""
            lines.append("  partial start: under way at \(Self.format(partial.firstTime)) s, reached \(Self.format(partial.peak))°\(back) — begun before the stream, not counted")
        }
        for rep in unfinished {
            lines.append("  unfinished: started \(Self.format(rep.start)) s, reached \(Self.format(rep.peak))° — not counted")
        }
        for verdict in verdicts {
            let which = verdict.rep.map { "rep \($0)" } ?? "not counted"
            lines.append("  \(verdict.kind.rawValue) (\(which), \(Self.format(verdict.time)) s): \(Self.format(verdict.measured)) against a limit of \(Self.format(verdict.limit))")
        }
        lines.append("  \(posesProcessed) poses, \(posesIgnored) ignored")
        if let frames {
            var line = "  \(frames.delivered) frames, \(frames.withoutPerson) without a person"
            if frames.dropped > 0 { line += ", \(frames.dropped) dropped (the pipeline was late for them)" }
            lines.append(line)
        }
        if let sourceError { lines.append("  source ended early: \(sourceError)") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func line(for rep: Rep) -> String {
        "  rep \(rep.number): \(format(rep.start))–\(format(rep.end)) s, peak \(format(rep.peak))° at \(format(rep.peakTime)) s"
    }

    /// The rep whose margin `margin` gives has the smallest share of its threshold; the earlier on a tie.
    static func closest(_ reps: [Rep], _ margin: (Rep) -> RepMargin?) -> (rep: Int, margin: RepMargin)? {
        reps.compactMap { rep in margin(rep).map { (rep: rep.number, margin: $0) } }.min { ($0.margin.share ?? .infinity) < ($1.margin.share ?? .infinity) }
    }

    /// `{limit, threshold, measured, margin}`, as `closestLimits` and `closestMinimums` give a margin.
    static func json(_ margin: RepMargin) -> JSONValue {
        .object([
            JSONMember("limit", .string(margin.limit.rawValue)),
            JSONMember("threshold", .number(margin.threshold)),
            JSONMember("measured", .number(JSONOutput.seconds(margin.measured))),
            JSONMember("margin", .number(JSONOutput.seconds(margin.margin))),
        ])
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
