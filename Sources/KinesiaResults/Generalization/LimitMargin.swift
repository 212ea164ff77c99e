import KinesiaMotion

/// One limit of one exercise (`RepMargin.Limit`: the floor's and the maximum, which decide the
/// count, and the minimums, which earn a verdict) and the real rep that came closest to it: how
/// far the limit sits from motion people actually make. A limit fitted to the clips at hand can sit a
/// hair from a real rep; shown per limit, it is visible before a user's clip lands past it.
package struct LimitMargin: Sendable, Hashable {
    package var exercise: String
    package var limit: RepMargin.Limit
    /// The fixture and rep (the engine's number, from 1) of the closest real rep.
    package var fixture: String
    package var rep: Int
    package var margin: RepMargin
    /// `margin.share`, never nil here.
    package var share: Double
    /// Counted real reps judged against this limit, over every real fixture of the exercise.
    package var reps: Int
    /// Whether the closest rep's fixture is one the limit was set from.
    package var setFrom: Bool

    /// Every limit any real fixture's counted rep was judged against, the smallest share first
    /// (then by exercise and limit); the earlier fixture, then rep, on a tie. Fixtures of every
    /// status count: a quarantined clip's reps are still real motion.
    package static func closest(in results: RunResults) -> [LimitMargin] {
        var closest: [Key: LimitMargin] = [:]
        for fixture in results.fixtures where fixture.showsRealMotion {
            for rep in fixture.margins?.reps ?? [] {
                for margin in rep.limits {
                    guard let share = margin.share else { continue }
                    let key = Key(exercise: fixture.exercise, limit: margin.limit)
                    let reps = (closest[key]?.reps ?? 0) + 1
                    if let kept = closest[key], kept.share <= share {
                        closest[key]?.reps = reps
                        continue
                    }
                    closest[key] = LimitMargin(
                        exercise: fixture.exercise, limit: margin.limit, fixture: fixture.id, rep: rep.rep, margin: margin, share: share,
                        reps: reps, setFrom: fixture.setLimits?.contains(margin.limit) == true)
                }
            }
        }
        return closest.values.sorted { ($0.share, $0.exercise, $0.limit.rawValue) < ($1.share, $1.exercise, $1.limit.rawValue) }
    }

    /// The limit's name in results: `squat minimumDuration`.
    package var name: String { "\(exercise) \(limit.rawValue)" }

    private struct Key: Hashable {
        var exercise: String
        var limit: RepMargin.Limit
    }
}
