import Foundation
import KinesiaCommandLine
import KinesiaPose
import KinesiaSupport

/// `--estimator-threads N` of the verbs that run one video alone (`record`, `count`): the
/// pose model's inference threads, by default one per core, since nothing else runs beside
/// it. The harness runs fixtures side by side with one thread each instead.
enum EstimatorThreadsArgument {
    static let range = ValueRange(1...64)

    static let option = Option(
        "estimator-threads", as: Int.self, range: range, valueName: "N",
        help: "inference threads of the pose model (default: one per core)")

    static func estimator(_ arguments: ParsedArguments) throws -> PoseEstimatorFactory {
        let threads = min(arguments[option] ?? ProcessInfo.processInfo.activeProcessorCount, range.upperBound)
        return PoseEstimatorFactory(options: PoseEstimatorOptions(threads: threads))
    }
}
