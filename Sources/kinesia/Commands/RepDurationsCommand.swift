import Foundation
import KinesiaCommandLine
import KinesiaReports
import KinesiaResults

/// `kinesia rep-durations`: how long labelled reps last against each exercise's minimum
/// duration (under it a rep counts too fast), from results files (scripts/measure-rep-durations
/// runs the fixtures).
struct RepDurationsCommand: Command {
    let name = "rep-durations"
    let summary = "Tabulate how long labelled reps spend between each exercise's thresholds, against its minimum duration."
    var discussion: String {
        """
        Reads results files (kinesia run --json, each fixture run once is enough) in the order given; a source reached from \
        several is measured once. Prints per exercise and kind of source (footage; time-scaled phone variants on their own \
        row; brisk renders) the sources, the labelled reps, the fastest and where, the 5th percentile and the median in \
        seconds, and the exercise's minimum duration (under it a rep counts, with a tooFast verdict); then the labelled \
        reps under the minimum that were not counted (found in the fixture's smoothed-angle trace), and the full-range \
        movements under it where no rep is labelled that were not counted: what drops those is the floor's duration, or \
        the minimum where one reading's jump could have made the movement (kinesia exercises). Rendered fixtures only \
        add to that last list. --unmeasured prints instead the exercises no real source counted a rep of, one a line. \
        Exit status 0; 2 on bad input.
        """
    }

    let inputs = Positional(variadic: "RESULTS.json", as: String.self, help: "results files written by kinesia run --json")
    let renders = Option(repeated: "render", as: RenderedCountArgument.self, help: "a brisk render's tempo and its kinesia count --json, for an exercise no real motion shows")
    let unmeasured = Flag("unmeasured", help: "print the exercises no real source counted a rep of, one a line")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        guard !arguments[inputs].isEmpty else { throw UsageError("missing RESULTS.json") }
        var results: [RunResults] = []
        for path in arguments[inputs] { results.append(try RunResults(contentsOf: URL(fileURLWithPath: path))) }
        if arguments[unmeasured] {
            for exercise in RepDurations.unmeasured(in: results) { print(exercise) }
            return ExitStatus.success
        }
        var counts: [RenderedCount] = []
        for render in arguments[renders] { counts.append(try RenderedCount(contentsOf: URL(fileURLWithPath: render.path), tempo: render.tempo)) }
        print(try RepDurations(results: results, renders: counts).table, terminator: "")
        return ExitStatus.success
    }
}
