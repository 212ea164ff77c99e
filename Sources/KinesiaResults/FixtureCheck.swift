/// Which check of a fixture a failure comes from, so a mutant's kill can be judged by what
/// noticed it: a rep-time bug caught only by the determinism check proves nothing about the
/// rep-time check.
public enum FixtureCheck: String, CaseIterable, Sendable, Hashable, Comparable {
    /// The number of completed reps (`labels.reps`).
    case count
    /// Completed reps counted as many times as labelled, but not at the labelled times
    /// (`labels.times`, within `tolerances.repTime`).
    case repTimes
    /// A matched rep's peak angle (`labels.peaks`, within `tolerances.peak`).
    case peaks
    /// A matched rep's form verdicts (`labels.verdicts`).
    case verdicts
    /// A counted rep outside the band a threshold fixture's reps sit in (`labels.band`).
    case band
    /// Unfinished reps, by count or start time (`labels.unfinished`, `labels.unfinishedTimes`).
    case unfinished
    /// Keypoints against their labels (`labels.keypoints`).
    case keypoints
    /// A video's poses against the poses its calibration pinned (`pins/<id>.json`): did this
    /// change move them more than another machine or thread count would?
    case regression
    /// The number of frames the source delivered (`labels.frames`).
    case frames
    /// Stretches of poses ignored for want of joints the exercise needs, by joints and time
    /// (`labels.unseen`).
    case unseen
    /// Every run identical to the first.
    case determinism
    /// The source broke before its end.
    case source
    /// The pipeline found nothing to measure: no poses, no usable joints, no usable angle.
    case usability
    /// The fixture could not run: files unresolved or unreadable, a baseline that does not
    /// fit, or a skip for want of them.
    case setup
    /// The pipeline did not finish within the watchdog's time.
    case timeout

    /// In declaration order, so lists of checks read the same everywhere.
    public static func < (lhs: FixtureCheck, rhs: FixtureCheck) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
