import KinesiaSupport

/// Every number a manifest holds, with the range it must lie in (manifests/SCHEMA.md lists
/// them): a value outside is an error at its line and column, never a run that traps, hangs
/// or tests nothing.
public enum ManifestRanges {
    /// Runs whose outputs must be identical; each is a full pass of the pipeline.
    public static let runs = ValueRange(1...100)
    /// Labelled reps and unfinished reps.
    public static let reps = ValueRange(0...10_000)
    /// Frames a source delivers (`labels.frames`): a day at 240 fps is ample.
    public static let frames = ValueRange(0...20_736_000)
    /// Label times, seconds of the source.
    public static let seconds = ValueRange(0.0...1e9)
    /// Labelled peak angles, degrees.
    public static let angle = ValueRange(0.0...360.0)
    public static let maxFrameRate = ValueRange<Double>.maximumFrameRate
    /// 1 turns smoothing off; smaller values smooth more.
    public static let smoothing = ValueRange<Double>.above(0, atMost: 1)
    /// Seconds a rep may sit from its labelled time.
    public static let repTimeTolerance = ValueRange<Double>.above(0, atMost: 60)
    /// Degrees a rep's peak may differ from its label.
    public static let peakTolerance = ValueRange<Double>.above(0, atMost: 180)
    /// Normalized distance a keypoint may stray; 10 frames is as far as a labelled point may sit.
    public static let keypointTolerance = ValueRange<Double>.above(0, atMost: 10)
    /// Labelled keypoint coordinates, normalized: 0…1 is the frame.
    public static let coordinate = ValueRange(-10.0...10.0)
    public static let confidence = ValueRange(0.0...1.0)
}
