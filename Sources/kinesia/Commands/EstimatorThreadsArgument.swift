import Foundation
import KinesiaCommandLine
import KinesiaPose
import KinesiaSupport

/// `--estimator-threads N` of the verbs that run one video alone (`record`, `count`): the
/// pose model's inference threads, by default one per core, since nothing else runs beside
/// it. The harness runs fixtures side by side with one thread each instead.
struct EstimatorThreadsArgument: ArgumentGroup {
    static let range = ValueRange(1...64)

    let threads = Option(
        "estimator-threads", as: Int.self, range: range, valueName: "N",
        help: "inference threads of the pose model (default: one per core)")

    func estimator(_ arguments: ParsedArguments) -> PoseEstimatorFactory {
        let threads = min(arguments[self.threads] ?? ProcessInfo.processInfo.activeProcessorCount, Self.range.upperBound)
        return PoseEstimatorFactory(options: PoseEstimatorOptions(threads: threads))
    }
}
