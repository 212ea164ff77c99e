import Foundation
import KinesiaCommandLine
import KinesiaResults
import KinesiaSupport

/// `kinesia compare`: the PR delta between the main branch's results and a change's.
package struct CompareCommand: Command {
    package init() {}

    package let name = "compare"
    package let summary = "Show what changed between two results.json files, per fixture and per breakdown, even inside tolerance."
    package var discussion: String {
        """
        Prints Markdown for a pull-request comment or GITHUB_STEP_SUMMARY (a fixture moved when anything but its time \
        changed; the first pipeline stage whose digest differs is named; a fixture's smallest margin to a limit its count depends on is \
        listed when it moved by a point of its threshold or more, or crossed the 30 % fragility line). Exit status 0 whatever moved, unless a --fail-on \
        condition trips (1); 2 on bad input. --fail-on takes \(DeltaThreshold.spellings): stage=STAGE (frames, poses, \
        measurements, events) trips on a fixture whose digests differ at that stage or an earlier one; any trips on anything \
        that differs at all, the run's environment (machine, job count, commit) aside, each difference printed to standard \
        error. --ignore-timings compares both files with every wall-clock time zeroed, as a determinism or sharding check \
        needs: `kinesia compare A.json B.json --ignore-timings --fail-on any` exits 0 exactly when the runs agree.
        """
    }

    let base = Positional("BASE.json", as: String.self, help: "results of the main branch (kinesia run --json)")
    let head = Positional("HEAD.json", as: String.self, help: "results of the change")
    let json = Option("json", as: String.self, valueName: "FILE", help: "also write the delta as JSON")
    let markdown = Option("markdown", as: String.self, valueName: "FILE", help: "write the Markdown to FILE instead of standard output")
    let failOn = Option(repeated: "fail-on", as: DeltaThreshold.self, help: "exit 1 when this moved (\(DeltaThreshold.spellings))")
    let ignoreTimings = Flag("ignore-timings", help: "compare with every fixture's and run's wall-clock time zeroed")

    package func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let inputs = [URL(fileURLWithPath: arguments[base]), URL(fileURLWithPath: arguments[head])]
        var results = (base: try RunResults(contentsOf: inputs[0]), head: try RunResults(contentsOf: inputs[1]))
        if arguments[ignoreTimings] { results = (results.base.withoutTimings, results.head.withoutTimings) }
        let delta = ResultsDelta(base: results.base, head: results.head)
        let tripped = arguments[failOn].map { ($0, $0.trips(delta)) }
        let text = delta.markdown(tripped: tripped)
        if let path = arguments[markdown] {
            try OutputFile.write(text, to: URL(fileURLWithPath: path), sparing: inputs)
        } else {
            print(text, terminator: "")
        }
        if let path = arguments[json] {
            try OutputFile.write(JSONOutput.text(delta.json(tripped: tripped)), to: URL(fileURLWithPath: path), sparing: inputs)
        }
        for (threshold, reasons) in tripped where !reasons.isEmpty {
            FileHandle.standardError.write(Data("kinesia compare: --fail-on \(threshold): \(reasons.joined(separator: "; "))\n".utf8))
        }
        return tripped.contains { !$0.1.isEmpty } ? ExitStatus.failure : ExitStatus.success
    }
}
