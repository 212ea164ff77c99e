import KinesiaSupport

/// Every number a manifest holds, with the range it must lie in (manifests/SCHEMA.md lists
/// them): a value outside is an error at its line and column, never a run that traps, hangs
/// or tests nothing.
package enum ManifestRanges {
    /// Runs whose outputs must be identical; each is a full pass of the pipeline.
    package static let runs = ValueRange(1...100)
    /// Labelled reps and unfinished reps.
    package static let reps = ValueRange(0...10_000)
    /// Frames a source delivers (`labels.frames`): a day at 240 fps is ample.
    package static let frames = ValueRange(0...20_736_000)
    /// Label times, seconds of the source.
    package static let seconds = ValueRange(0.0...1e9)
    /// Labelled peak angles, degrees.
    package static let angle = ValueRange(0.0...360.0)
    package static let maxFrameRate = ValueRange<Double>.maximumFrameRate
    /// 1 turns smoothing off; smaller values smooth more.
    package static let smoothing = ValueRange<Double>.above(0, atMost: 1)
    /// Seconds a rep may sit from its labelled time.
    package static let repTimeTolerance = ValueRange<Double>.above(0, atMost: 60)
    /// Degrees a rep's peak may differ from its label.
    package static let peakTolerance = ValueRange<Double>.above(0, atMost: 180)
    /// Normalized distance a keypoint may stray; 10 frames is as far as a labelled point may sit.
    package static let keypointTolerance = ValueRange<Double>.above(0, atMost: 10)
    /// Labelled keypoint coordinates, normalized: 0…1 is the frame.
    package static let coordinate = ValueRange(-10.0...10.0)
    package static let confidence = ValueRange(0.0...1.0)
}
