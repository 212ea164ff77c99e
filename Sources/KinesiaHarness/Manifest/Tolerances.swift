import KinesiaMotion

/// How far the pipeline may stray from the labels and still pass.
public struct Tolerances: Sendable, Hashable {
    /// Seconds a counted rep may sit from its labelled time and still match it.
    public static let defaultRepTime = 0.5

    public var repTime: Double
    /// Degrees a rep's peak angle may differ from its label.
    public var peak: Double?
    public var keypoints: KeypointTolerances?

    public init(repTime: Double = Tolerances.defaultRepTime, peak: Double? = nil, keypoints: KeypointTolerances? = nil) {
        self.repTime = repTime
        self.peak = peak
        self.keypoints = keypoints
    }
}


/// Keypoint tolerances, normalized distance in the oriented image: written in the manifest,
/// or calibrated from observed variance and kept in a baseline file.
public enum KeypointTolerances: Sendable, Hashable {
    /// `all` applies to every joint without its own entry in `joints`.
    case inline(all: Double?, joints: [Joint: Double])
    /// A baseline file, relative to the manifest's folder.
    case baseline(path: String, mark: YAMLMark)
}
