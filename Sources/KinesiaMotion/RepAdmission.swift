/// Whether a movement back at rest counts, and if not, why: under the exercise's floor (what
/// noise alone produces), over its maximum duration (a rest, not a rep), or short of its
/// minimums when one reading's jump could have made its range (`ReadingJump`). A movement that
/// clears these counts, whatever its verdicts.
struct RepAdmission {
    let definition: ExerciseDefinition

    /// The verdict a rejected movement earns, with what was measured and the limit it failed;
    /// nil when it counts.
    func rejection(range: Double, duration: Double, largestJump: Double) -> (kind: VerdictKind, measured: Double, limit: Double)? {
        let floor = definition.floor
        let jumped = ReadingJump.couldMake(range: range, largest: largestJump)
        let minimumRange = jumped ? max(floor.range, definition.minimumRange) : floor.range
        let minimumDuration = jumped ? max(floor.duration, definition.minimumDuration) : floor.duration
        if range < minimumRange { return (.incompleteRange, range, minimumRange) }
        if duration < minimumDuration { return (.tooFast, duration, minimumDuration) }
        if duration > definition.maximumDuration { return (.tooSlow, duration, definition.maximumDuration) }
        return nil
    }
}
