import Foundation
import KinesiaCommandLine
import KinesiaHarness
import KinesiaManifest
import KinesiaPose
import KinesiaReports
import KinesiaResults
import KinesiaSupport
import Synchronization

/// `kinesia run`: every selected fixture of the manifests through the shipping pipeline,
/// twice, against its labels; results to the console, JSON, JUnit XML and GitHub.
struct RunCommand: Command {
    static let defaultManifest = "manifests/ci.yaml"

    let name = "run"
    let summary = "Run manifest fixtures through the pipeline and compare them with their labels."
    var discussion: String {
        """
        Exit status: 0 when every fixture passes (quarantined and skipped ones aside), 1 when one fails, 2 on a manifest \
        or configuration error (every error is printed as file:line:column: message; the fixtures that parsed still run). \
        Also read: XML_OUTPUT_FILE (JUnit XML when --junit is not given), TEST_TOTAL_SHARDS/TEST_SHARD_INDEX (0-based; \
        --shard wins), TEST_SHARD_STATUS_FILE (touched), GITHUB_ACTIONS=true (error annotations at the fixtures' manifest \
        lines), GITHUB_STEP_SUMMARY (a Markdown summary is appended), KINESIA_POSE_CACHE (the pose cache folder when --pose-cache is not given). The summary names every fragile count: a fixture \
        whose closest counted rep sat within 30 % of a limit its count depends on (the floor's range or duration, or the maximum duration), which a \
        re-encode may flip. results.json is described in manifests/RESULTS.md.
        """
    }

    let manifests = Positional(variadic: "MANIFEST", as: String.self, help: "manifest files (default: \(RunCommand.defaultManifest))")
    let selection = FixtureSelectionOptions()
    let shard = Option("shard", as: Shard.self, help: "run the I-th of N shards (1-based), assigned by a hash of the fixture id")
    let harness = HarnessOptions()
    let runs = Option("runs", as: Int.self, range: ManifestRanges.runs, help: "runs of every fixture instead of the manifest's, to stress the determinism check")
    let shuffle = Option("shuffle", as: Int.self, range: ValueRange(0...Int.max), valueName: "SEED", help: "start the fixtures in an order shuffled by SEED (results stay in manifest order)")
    let json = Option("json", as: String.self, valueName: "FILE", help: "write results.json")
    let junit = Option("junit", as: String.self, valueName: "FILE", help: "write JUnit XML")
    let artifacts = Option("artifacts", as: String.self, valueName: "DIR", help: "write each failing fixture's report page (charts, focus frame) here")
    let landmarks = Option(
        "landmarks", as: LandmarkSpace.self,
        help: "what a video's poses are made of: image (the picture's landmarks, as shipped; the default) or world (BlazePose's world landmarks, seen orthographically: for measuring them against the picture's; keypoint checks then fail)")
    let strict = Flag("strict", help: "fixture files and baselines no fixture uses are an error (exit 2), not a warning")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let ci = CIEnvironment(environment)
        let shard = try arguments[self.shard] ?? Shard(bazelEnvironment: environment)
        let manifestPaths = arguments[manifests].isEmpty ? [Self.defaultManifest] : arguments[manifests]
        let outputs = RunOutputs(
            json: arguments[json], junit: arguments[junit] ?? ci.junitPath,
            inputs: manifestPaths.map { URL(fileURLWithPath: $0) })
        try outputs.check()
        let plan = try selection.plan(arguments, manifests: manifestPaths, shard: shard)
        let console = ConsoleReport(interactive: isatty(STDOUT_FILENO) == 1)
        let done = Mutex(0)
        let total = plan.fixtures.count
        let stopwatch = Stopwatch()
        let parallelism = harness.parallelism(arguments)
        let cache = try harness.cache(arguments, environment: environment)
        let runEnvironment = RunEnvironment.current(
            jobs: parallelism.jobs, estimatorThreads: parallelism.estimatorThreads, environment: environment)
        let interruption = RunInterruption(plan: plan, outputs: outputs) { finished, signal in
            let note = RunError(file: nil, message: "interrupted by \(signal): \(finished.count) of \(total) fixtures finished; the others are not reported")
            return RunResults(
                environment: runEnvironment, manifests: plan.manifests, shard: shard, errors: plan.errors + [note], fixtures: finished,
                interrupted: signal)
        }
        interruption.start()
        let runner = HarnessRunner(
            jobs: parallelism.jobs, timeout: arguments[harness.timeout],
            fixtureRunner: FixtureRunner(
                runs: arguments[runs], estimatorThreads: parallelism.estimatorThreads, poseCache: cache,
                adjustPipeline: { [space = arguments[landmarks] ?? .image] _, pipeline in pipeline.estimator.options.landmarks = space }),
            shuffleSeed: arguments[shuffle].map { UInt64($0) })
        let results = await runner.run(plan, environment: runEnvironment, shard: shard) { result in
            interruption.record(result)
            let count = done.withLock { value in value += 1; return value }
            Self.write(console.progress(result, done: count, total: total))
        }
        // A signal from here on waits for these results to be written, then sets the status.
        guard interruption.beginFinishing() else { return await Self.waitForInterruption() }
        try outputs.write(results)
        var pages: [String: String] = [:]
        if let folder = arguments[artifacts] {
            pages = try FailureArtifacts.write(results, to: folder)
        }
        let drift = FixtureDrift(loaded: plan.loaded, resolver: try selection.roots.resolver(arguments))
        for finding in drift.findings {
            Self.write("\(arguments[strict] ? "error" : "warning"): drift: \(finding)\n")
        }
        if ci.annotatesGitHub {
            Self.write(GitHubAnnotations.lines(results, pages: pages).map { $0 + "\n" }.joined())
        }
        if let path = ci.stepSummaryPath {
            try Self.append(MarkdownSummary.text(results, pages: pages), to: path)
        }
        if let path = ci.shardStatusFile {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw UsageError("cannot touch TEST_SHARD_STATUS_FILE \(path)")
            }
        }
        Self.write(console.summary(results, seconds: stopwatch.seconds))
        if arguments[strict], !drift.findings.isEmpty {
            Self.write("\(drift.findings.count) file\(drift.findings.count == 1 ? "" : "s") no fixture uses (--strict)\n")
            return interruption.exitStatus(afterFinishing: ExitStatus.badInput)
        }
        return interruption.exitStatus(afterFinishing: results.exitStatus)
    }

    /// The interrupted run's results are being written on the signal's thread, which ends
    /// the process; nothing is left to do here.
    private static func waitForInterruption() async -> Int32 {
        while true { try? await Task.sleep(for: .seconds(3600)) }
    }

    private static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    private static func append(_ text: String, to path: String) throws {
        if !FileManager.default.fileExists(atPath: path), !FileManager.default.createFile(atPath: path, contents: nil) {
            throw UsageError("cannot create GITHUB_STEP_SUMMARY \(path)")
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }
}

/// `--landmarks world`.
extension LandmarkSpace: ArgumentValue {}
