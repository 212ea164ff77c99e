/// What a person counted and judged in the fixture: the truth the pipeline is compared with.
public struct Labels: Sendable, Hashable {
    /// Completed repetitions.
    public var reps: Int
    /// Seconds at which each completed rep finishes, one per rep, in order.
    public var times: [Double]?
    /// The exercise's primary angle at each rep's peak, in degrees, one per rep.
    public var peaks: [Double]?
    /// The form verdict of each rep, one per rep.
    public var verdicts: [String]?
    /// Reps started but not completed.
    public var unfinished: Int
    /// Seconds at which each unfinished rep starts, one per unfinished rep.
    public var unfinishedTimes: [Double]?
    public var keypoints: KeypointLabels?

    public init(
        reps: Int, times: [Double]? = nil, peaks: [Double]? = nil, verdicts: [String]? = nil,
        unfinished: Int = 0, unfinishedTimes: [Double]? = nil, keypoints: KeypointLabels? = nil
    ) {
        self.reps = reps
        self.times = times
        self.peaks = peaks
        self.verdicts = verdicts
        self.unfinished = unfinished
        self.unfinishedTimes = unfinishedTimes
        self.keypoints = keypoints
    }
}
