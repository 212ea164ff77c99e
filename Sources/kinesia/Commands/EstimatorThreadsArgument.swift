import Foundation
import KinesiaCommandLine
import KinesiaPose

/// `--estimator-threads N` of the verbs that run one video alone (`record`, `count`): the
/// pose model's inference threads, by default one per core, since nothing else runs beside
/// it. The harness runs fixtures side by side with one thread each instead.
enum EstimatorThreadsArgument {
    static let option = Option(
        "estimator-threads", as: Int.self, valueName: "N",
        help: "inference threads of the pose model, 1 to 64 (default: one per core)")

    static func estimator(_ arguments: ParsedArguments) throws -> PoseEstimatorFactory {
        let threads = arguments[option] ?? ProcessInfo.processInfo.activeProcessorCount
        guard (1...64).contains(threads) else { throw UsageError("--estimator-threads expects 1 to 64 (got \(threads))") }
        return PoseEstimatorFactory(options: PoseEstimatorOptions(threads: threads))
    }
}
