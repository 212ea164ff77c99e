import Foundation
import KinesiaCommandLine
import KinesiaHarness
import KinesiaMotion
import KinesiaSupport

/// `kinesia mutate`: proves the corpus's assertions can fail. Every selected fixture runs
/// unmutated, then under each built-in mutant applied at a seam of the shipping pipeline;
/// the matrix says which fixtures kill which mutant.
struct MutateCommand: Command {
    let name = "mutate"
    let summary = "Run the fixtures under built-in mutants and report which fixtures kill each one."
    var discussion: String {
        """
        A fixture kills a mutant when it passes unmutated and fails one of the mutant's target checks mutated; \
        failing another check only (determinism, say) is reported, not counted. Mutants: \
        \(Mutant.allCases.map { "\($0.rawValue) (\($0.summary); target: \($0.targets.map(\.rawValue).joined(separator: ", ")))" }.joined(separator: "; ")). \
        Exit status: 0 when every mutant is killed, 1 when one survives every fixture, 2 on a manifest or \
        configuration error or a fixture that cannot run unmutated. Fixtures that kill no mutant are flagged. \
        The --json matrix is described in manifests/RESULTS.md.
        """
    }

    let manifest = Positional("MANIFEST", as: String.self, help: "the manifest whose fixtures are run")
    let mutants = Option(repeated: "mutant", as: MutantChoice.self, help: "run this mutant (default: all of them)")
    let selection = FixtureSelectionOptions()
    // One thread per pipeline, fixtures side by side: `wallClockTimestamps` is killed by mistimed
    // reps only while estimation runs near real time; much faster, its reps fall below their
    // minimum durations and only the count (not its target) notices.
    let harness = HarnessOptions(defaultEstimatorThreads: 1)
    let json = Option("json", as: String.self, valueName: "FILE", help: "write the matrix as JSON")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        if let path = arguments[json] { try OutputFile.check(URL(fileURLWithPath: path), sparing: [URL(fileURLWithPath: arguments[manifest])]) }
        let chosen = MutantChoice.mutants(arguments[mutants])
        let plan = try selection.plan(arguments, manifests: [arguments[manifest]])
        let parallelism = harness.parallelism(arguments)
        let cache = try harness.cache(arguments, environment: ProcessInfo.processInfo.environment)
        let runner = MutationRunner(
            jobs: parallelism.jobs, timeout: arguments[harness.timeout], estimatorThreads: parallelism.estimatorThreads, poseCache: cache)
        let matrix = await runner.run(plan, mutants: chosen) { mutant, result in
            let line = "\(mutant?.rawValue ?? "unmutated") \(result.id): \(result.status.rawValue)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
        if let path = arguments[json] {
            try JSONFile.write(
                try JSONWriter(style: .pretty).text(for: matrix.json) + "\n", to: URL(fileURLWithPath: path),
                sparing: [URL(fileURLWithPath: arguments[manifest])])
        }
        FileHandle.standardOutput.write(Data(matrix.consoleText.utf8))
        return matrix.exitStatus
    }
}
