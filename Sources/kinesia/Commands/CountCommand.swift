import Foundation
import KinesiaCommandLine
import KinesiaMotion
import KinesiaPose

/// `kinesia count`: reps, peaks, times and verdicts of one recording or video through the
/// shipping `MotionSession`.
struct CountCommand: Command {
    let name = "count"
    let summary = "Count the repetitions of one exercise in a pose recording or a video."
    var discussion: String {
        "A path ending in .json is a recording; anything else is a video, whose poses are estimated on the way (a source string such as file:clip.mp4?mirrored&max-fps=15 or recording:run.json works too). Prints one line per rep, the form verdicts and any rep left unfinished at the end. --json prints one object: reps, peaks (degrees), repTimes ([start, end] seconds), peakTimes, unfinished, verdicts."
    }

    let input = Positional("VIDEO|REC.json", as: String.self, help: "a video, or a kinesia recording (JSON)")
    let exercise = Option(required: "exercise", as: String.self, valueName: "NAME", help: "the exercise to count (see `kinesia exercises`)")
    let side = Option("side", as: Side.self, help: "the side to measure (default: the exercise's)")
    let smoothing = Option("smoothing", as: Double.self, valueName: "S", help: "share of each new joint position at 30 fps, 0 < S ≤ 1 (1 = off; default: the exercise's)")
    let json = Flag("json", help: "print one JSON object instead of text")

    var arguments: [any ArgumentDeclaration] { [input, exercise, side, smoothing, json] }

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let definition = try ExerciseLibrary.resolve(arguments[exercise])
        if let smoothing = arguments[smoothing], !(smoothing > 0 && smoothing <= 1) {
            throw UsageError("--smoothing expects a number in (0, 1] (got \(smoothing))")
        }
        let provider = try PoseSource.provider(for: arguments[input])
        let summary = await CountSummary.count(
            provider, exercise: definition,
            side: arguments[side], smoothing: arguments[smoothing])
        if arguments[json] {
            try JSONOutput.print(summary.json)
        } else {
            print(summary.text, terminator: "")
        }
        return ExitStatus.success
    }
}
