import KinesiaMotion
import KinesiaYAML

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
    /// For a fixture that sits at a threshold: the band every counted rep stays in.
    public var band: RepBand?
    /// Frames the source delivers after its frame-rate cap: a rendered video's duration times
    /// its capped rate, a recording's poses. Every one must reach the session.
    public var frames: Int?
    /// Stretches in which joints the exercise needs cannot be seen, in time order; given,
    /// every stretch the engine reports must be one of them.
    public var unseen: [UnseenLabel]?

    public init(
        reps: Int, times: [Double]? = nil, peaks: [Double]? = nil, verdicts: [String]? = nil,
        unfinished: Int = 0, unfinishedTimes: [Double]? = nil, keypoints: KeypointLabels? = nil, band: RepBand? = nil,
        frames: Int? = nil, unseen: [UnseenLabel]? = nil
    ) {
        self.reps = reps
        self.times = times
        self.peaks = peaks
        self.verdicts = verdicts
        self.unfinished = unfinished
        self.unfinishedTimes = unfinishedTimes
        self.keypoints = keypoints
        self.band = band
        self.frames = frames
        self.unseen = unseen
    }

    /// Times a program computed (a render's, a motion's), kept to the millisecond: finer
    /// than any frame, and short to read in the manifest.
    public static func millisecondTimes(_ times: [Double]) -> [Double] {
        times.map { ($0 * 1000).rounded() / 1000 }
    }

    /// Angles a program measured, kept to a tenth of a degree: finer than any tolerance.
    public static func tenthDegrees(_ angles: [Double]) -> [Double] {
        angles.map { ($0 * 10).rounded() / 10 }
    }
}

/// Where the true keypoints come from: a reference recording (for instance a rendered
/// fixture's ground truth) or a few frames labelled by hand in the manifest.
public enum KeypointLabels: Sendable, Hashable {
    case recording(FixtureFile)
    case frames([LabelledFrame])
}


/// Hand-labelled keypoints at one instant, in normalized image coordinates.
public struct LabelledFrame: Sendable, Hashable {
    /// Seconds into the fixture.
    public var time: Double
    public var points: [Joint: PosePoint]
    public var mark: YAMLMark

    public init(time: Double, points: [Joint: PosePoint], mark: YAMLMark = .unwritten) {
        self.time = time
        self.points = points
        self.mark = mark
    }
}
