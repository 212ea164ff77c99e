/// How far one reading jumped, the smoothing undone: the engine passes only the smoothing's
/// share of a new reading (`Smoothing`, a half at 30 fps), so a step `s` of the smoothed angle
/// after an interval whose share is `w` is a jump of about `s / w` in the reading. A pose model
/// that loses a limb for a frame or two (Kinect v1 often does; BlazePose when a limb is hidden)
/// makes such jumps; a body does not: a real rep spreads its range over the readings of its
/// whole rise, and half of it in one reading would be the rise of a rep done in two frames
/// (0.07 s at 30 fps, where the briefest real rep measured spends 0.21 s between the
/// thresholds alone). So a movement half of whose range one reading's jump could have made, on
/// its way up or on the way down into the rest it rose from (a jump after its peak makes
/// neither, and a spike the next reading takes back makes range only where it was an
/// extreme: `PendingJump`), counts only by the exercise's minimums, as before the floor, never
/// on the floor's word. Over every UI-PRMD squat, lunge and leg raise
/// and the CMU segments from six cameras (`scripts/measure-real-rep-tally`, 3,672 runs) no
/// recording then counts further from its label than with the minimums alone; asking the jump
/// for the whole range instead, 5 did (measured on the Kinect angles read in XYZ order, whose
/// projections glitched more). A real rep can make such a jump too, when the pose model stalls
/// and catches up (Kinect holds UI-PRMD s07's last correct leg raise at 23° for three frames and
/// jumps to 40°, in a raise of 61° that spends 0.3 s between the thresholds): so the jump must
/// also leave less than the floor's range without it, what noise alone makes. Asking that too,
/// 5 of the 3,672 runs came closer to their labels and none went further, and 5 nightly fixtures
/// closer, none further.
enum ReadingJump {
    /// The jump in the reading that moved the smoothed angle by `step` with `share` of it, when
    /// the reading before it is not known: as if the angle had stood still before.
    static func size(step: Double, share: Double) -> Double {
        share > 0 ? abs(step) / share : .infinity
    }

    /// The reading that moved the smoothed angle from `previous` to `angle` with `share` of it.
    /// The jump is the step between two such readings, not one step over the share: a limb
    /// swung fast and steadily moves the smoothed angle by about what each reading moves, and
    /// that step over a share of a half read double the reading's own step, so a brisk real rep
    /// (UI-PRMD s07's correct leg raises, 0.3 s between the thresholds) read as one a glitch
    /// could have made and was judged, and dropped, by the minimums.
    static func reading(from previous: Double, to angle: Double, share: Double) -> Double? {
        share > 0 ? previous + (angle - previous) / share : nil
    }

    /// How much of a jump the smoothed angle's first step can show: the smoothing moves each
    /// point along the straight line to its new place, and a limb swung along that chord turns
    /// the angle less than in proportion (a curl's wrist read 120° away turns the smoothed angle
    /// by 37 % of it in the first step, not 50 %); a jump spread over two readings shows less
    /// still. So `size` may read a jump at half of what it was.
    static let understatement = 0.5

    /// Whether one reading's jump of `largest` (as `size` reads it) could have made `range`: half
    /// of it or more (allowing for `understatement`), and all but what noise alone makes.
    static func couldMake(range: Double, largest: Double) -> Bool {
        largest >= understatement * range && range - largest < RepFloor.noise.range
    }
}
