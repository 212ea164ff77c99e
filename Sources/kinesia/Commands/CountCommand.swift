import Foundation
import KinesiaCommandLine
import KinesiaMedia
import KinesiaMotion
import KinesiaPose

/// `kinesia count`: reps, peaks, times and verdicts of one recording, video or camera through
/// the shipping `MotionSession`.
struct CountCommand: Command {
    let name = "count"
    let summary = "Count the repetitions of one exercise in a pose recording, a video or a live camera."
    var discussion: String {
        "A path ending in .json is a recording; anything else is a video, whose poses are estimated on the way (a source string such as file:clip.mp4?mirrored&max-fps=15 or recording:run.json works too). camera:/dev/video0 counts live, as does a file paced like a camera (file:clip.mp4?live): each rep is printed as it completes, frames the pipeline was too slow for are dropped and counted, and Ctrl-C (or SIGTERM) ends the session, which settles the last rep and prints the summary. Prints one line per rep, the limit the count came closest to changing at (the floor's range or duration, under which nothing counts, or the maximum duration; the minimums for a rep one reading's jump could have made) and by how much (what a re-encode would have to take away to change the count), the closest a rep came to a minimum range or duration (under one a rep still counts, with its verdict: a negative margin), the form verdicts, any movement already under way when the stream began (a partial start: never counted), every half second or more in which joints the exercise needs were not seen (those poses are ignored), every stretch out of the exercise's posture (see `kinesia exercises`: leaving it ends the set, and nothing there is counted or judged) and any rep left unfinished at the end. --json prints one object: reps, peaks (degrees), repTimes ([start, end] seconds), peakTimes, closestLimits (per rep, the limit its count depends on it came closest to: limit — floorRange, floorDuration, maximumDuration, or minimumRange, minimumDuration for a rep one reading's jump could have made —, threshold, measured, margin), closestMinimums (per rep, the closer of minimumRange and minimumDuration, the same fields; a negative margin earned a verdict), unfinished, partialStarts, unseen (joints, start, end), postureLeft (posture, start, end, untilEnd), verdicts, frames (delivered, dropped, withoutPerson; for video and camera) and sourceError. A source that breaks before its end exits 2 after the summary."
    }

    let input = Positional("SOURCE", as: String.self, help: "a video, a kinesia recording (JSON), or a source string (camera:/dev/video0, file:clip.mp4?live)")
    let exercise = Option(required: "exercise", as: ExerciseDefinition.self, help: "the exercise to count (see `kinesia exercises`)")
    let side = Option("side", as: Side.self, help: "the side to measure (default: the exercise's)")
    let smoothing = Option("smoothing", as: Double.self, range: .above(0, atMost: 1), valueName: "S", help: "share of each new joint position at 30 fps (1 = off; default: the exercise's)")
    let json = Flag("json", help: "print one JSON object instead of text")
    let estimatorThreads = EstimatorThreadsArgument()

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let definition = arguments[exercise]
        let specification = try SourceSpecification(parsing: arguments[input])
        let live = specification.scheme == .camera || specification.options.livePacing
        let tally = FrameTally()
        let provider = try specification.makePoseProvider(estimator: estimatorThreads.estimator(arguments), tally: tally)
        let printsLive = live && !arguments[json]
        if printsLive { Self.announce("\(specification.description): counting \(definition.name) live; Ctrl-C ends the session") }
        let (side, smoothing) = (arguments[side], arguments[smoothing])
        let counting = Task {
            await CountSummary.count(
                provider, exercise: definition, side: side, smoothing: smoothing,
                frames: specification.namesRecording ? nil : tally,
                onRep: printsLive ? { Self.announce(CountSummary.line(for: $0)) } : nil)
        }
        // A live source never ends by itself: a signal stops it as a closed camera would.
        let signals = live ? InterruptSignals { _ in counting.cancel() } : nil
        let summary = await counting.value
        signals?.cancel()
        if arguments[json] {
            try JSONOutput.print(summary.json)
        } else {
            print(summary.text, terminator: "")
        }
        if let error = summary.sourceError {
            FileHandle.standardError.write(Data("kinesia count: \(specification.location): \(error)\n".utf8))
            return ExitStatus.badInput
        }
        return ExitStatus.success
    }

    /// A line printed at once, for a live session watched in a terminal.
    private static func announce(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
