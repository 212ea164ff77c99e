import KinesiaMotion

/// The `wallClockTimestamps` mutant's rewrite: each pose stamped with the wall-clock seconds
/// since the run's first pose reached it, as live code that reaches for the clock does.
/// The harness may read a clock; the pipeline it tests must not, and this is how the
/// corpus proves it would notice.
struct WallClockTimestamps: PoseStreamTransform {
    let name = Mutant.wallClockTimestamps.rawValue

    func makeTransformer(forRun run: Int) -> any PoseTransformer { Transformer() }

    struct Transformer: PoseTransformer {
        var stopwatch: Stopwatch?

        mutating func transform(_ pose: Pose) throws -> [Pose] {
            let clock = stopwatch ?? Stopwatch()
            stopwatch = clock
            var stamped = pose
            stamped.timestamp = clock.seconds
            return [stamped]
        }
    }
}
