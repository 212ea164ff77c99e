/// Whether a movement back at rest counts, and if not, why: under the exercise's floor (what
/// noise alone produces), over its maximum duration (a rest, not a rep), or short of its
/// minimums when one reading's jump could have made its range (`ReadingJump`). A movement that
/// clears these counts, whatever its verdicts.
struct RepAdmission {
    let definition: ExerciseDefinition

    /// The least range and duration a movement must reach to count, each with the limit it comes
    /// from: the floor's, or for a movement one reading's jump could have made (`judgedByMinimums`)
    /// the larger of the floor and the minimum (the minimum on a tie).
    func lowerLimits(judgedByMinimums: Bool) -> (range: (limit: RepMargin.Limit, threshold: Double), duration: (limit: RepMargin.Limit, threshold: Double)) {
        let floor = definition.floor
        guard judgedByMinimums else { return ((.floorRange, floor.range), (.floorDuration, floor.duration)) }
        return (
            floor.range > definition.minimumRange ? (.floorRange, floor.range) : (.minimumRange, definition.minimumRange),
            floor.duration > definition.minimumDuration ? (.floorDuration, floor.duration) : (.minimumDuration, definition.minimumDuration))
    }

    /// Whether one reading's jump could have made the movement's range, so that it counts only by
    /// the minimums (`ReadingJump`).
    static func judgedByMinimums(range: Double, largestJump: Double) -> Bool {
        ReadingJump.couldMake(range: range, largest: largestJump)
    }

    /// The verdict a rejected movement earns, with what was measured and the limit it failed;
    /// nil when it counts.
    func rejection(range: Double, duration: Double, largestJump: Double) -> (kind: VerdictKind, measured: Double, limit: Double)? {
        let lower = lowerLimits(judgedByMinimums: Self.judgedByMinimums(range: range, largestJump: largestJump))
        if range < lower.range.threshold { return (.incompleteRange, range, lower.range.threshold) }
        if duration < lower.duration.threshold { return (.tooFast, duration, lower.duration.threshold) }
        if duration > definition.maximumDuration { return (.tooSlow, duration, definition.maximumDuration) }
        return nil
    }
}
