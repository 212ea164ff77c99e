import Foundation
import KinesiaCommandLine
import KinesiaHarness
import KinesiaSupport

/// The options `run` and `mutate` share, each declared once with its range.
enum HarnessOptions {
    /// More fixtures at once than this only queues them on the same cores.
    static let jobsRange = ValueRange(1...256)
    /// A week: far past any fixture, far below what a timer can hold.
    static let timeoutRange = ValueRange<Double>.above(0, atMost: 604_800)

    static var jobs: Option<Int, Int> {
        Option("jobs", short: "j", default: min(ProcessInfo.processInfo.activeProcessorCount, jobsRange.upperBound), range: jobsRange,
               help: "fixtures run at once")
    }

    static var timeout: Option<Double, Double> {
        Option("timeout", default: HarnessRunner.defaultTimeout, range: timeoutRange, valueName: "SECONDS",
               help: "a fixture still running after this fails as hung")
    }
}
