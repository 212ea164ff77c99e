import Foundation
import KinesiaCommandLine
import KinesiaMotion
import KinesiaReports
import KinesiaResults
import KinesiaSupport

/// `kinesia merge`: shard results into the results of one run.
package struct MergeCommand: Command {
    package init() {}

    package let name = "merge"
    package let summary = "Combine the results.json of several shards into one."
    package var discussion: String {
        "Fixtures come back in manifest order. The inputs must be the shards of one run, proven before merging: each a finished shard (not interrupted) of the same count over the same manifests, every shard present once, every fixture in the shard its id hashes to; anything else is an error (exit 2). Exit status otherwise as for `kinesia run` on the merged results."
    }

    let inputs = Positional(variadic: "RESULTS.json", as: String.self, help: "results files written by kinesia run --json")
    let output = Option(required: "output", short: "o", as: String.self, valueName: "FILE", help: "the merged results.json")
    let junit = Option("junit", as: String.self, valueName: "FILE", help: "also write JUnit XML of the merged results")

    package func run(_ arguments: ParsedArguments) async throws -> Int32 {
        guard !arguments[inputs].isEmpty else { throw UsageError("missing RESULTS.json") }
        var parts: [RunResults] = []
        for path in arguments[inputs] { parts.append(try RunResults(contentsOf: URL(fileURLWithPath: path))) }
        let merged = try RunResults.merging(parts, names: arguments[inputs])
        let inputURLs = arguments[inputs].map { URL(fileURLWithPath: $0) }
        try merged.write(to: URL(fileURLWithPath: arguments[output]), sparing: inputURLs)
        if let path = arguments[junit] {
            try OutputFile.write(JUnitReport.xml(merged), to: URL(fileURLWithPath: path), sparing: inputURLs)
        }
        print(ConsoleReport(interactive: false).summary(merged, seconds: merged.fixtures.map(\.seconds).reduce(0, +)), terminator: "")
        return merged.exitStatus
    }
}
