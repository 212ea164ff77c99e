import Foundation
import KinesiaCommandLine
import KinesiaHarness
import KinesiaSupport

/// `--jobs`, `--estimator-threads`, `--pose-cache` and `--timeout`: how `run` and `mutate` run
/// their fixtures, declared once with their ranges.
struct HarnessOptions: ArgumentGroup {
    /// More fixtures at once than this only queues them on the same cores.
    static let jobsRange = ValueRange(1...256)
    /// A week: far past any fixture, far below what a timer can hold.
    static let timeoutRange = ValueRange<Double>.above(0, atMost: 604_800)

    /// Inference threads per pipeline when the command line does not say. The landmark model is
    /// bound by memory, not arithmetic, on small machines: on a 2-core one (AVX2 kernels), one
    /// model on two threads estimated a video 1.6× as fast as on one (2.3 s against 3.8 s,
    /// `kinesia record`), while two fixtures side by side on one thread each took as long as
    /// running them one after the other (14.9 s against 14.5 s). Two threads per pipeline, and
    /// as many pipelines as the cores hold, uses every core without making them queue.
    static var defaultEstimatorThreads: Int { min(2, ProcessInfo.processInfo.activeProcessorCount) }

    let jobs = Option(
        "jobs", short: "j", as: Int.self, range: HarnessOptions.jobsRange,
        help: "fixtures run at once (default: the cores divided by --estimator-threads, at least 1)")
    let estimatorThreads: Option<Int, Int?>
    let poseCache = Option(
        "pose-cache", as: String.self, valueName: "DIR",
        help: "read a video's poses from DIR when nothing that decides them changed, and write them there once two runs agree (default: $\(PoseCache.environmentVariable))")
    let timeout = Option(
        "timeout", default: HarnessRunner.defaultTimeout, range: HarnessOptions.timeoutRange, valueName: "SECONDS",
        help: "a fixture still running after this fails as hung")
    private let defaultThreads: Int

    init(defaultEstimatorThreads threads: Int = HarnessOptions.defaultEstimatorThreads) {
        defaultThreads = threads
        estimatorThreads = Option(
            "estimator-threads", as: Int.self, range: EstimatorThreadsArgument.range, valueName: "N",
            help: "inference threads of each video's pose model (default: \(threads))")
    }

    /// Threads per pipeline and pipelines at once, as given or by default.
    func parallelism(_ arguments: ParsedArguments) -> (jobs: Int, estimatorThreads: Int) {
        let threads = arguments[estimatorThreads] ?? defaultThreads
        let jobs = arguments[jobs] ?? max(1, ProcessInfo.processInfo.activeProcessorCount / threads)
        return (min(jobs, Self.jobsRange.upperBound), threads)
    }

    /// The pose cache `--pose-cache` or the environment names, if any.
    func cache(_ arguments: ParsedArguments, environment: [String: String]) throws -> PoseCache? {
        try PoseCache.resolve(option: arguments[poseCache], environment: environment)
    }
}
