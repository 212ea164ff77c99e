import KinesiaMotion

/// Keypoint tolerances, normalized distance in the oriented image: written in the manifest,
/// or calibrated from observed variance and kept in a baseline file.
public enum KeypointTolerances: Sendable, Hashable {
    /// `all` applies to every joint without its own entry in `joints`.
    case inline(all: Double?, joints: [Joint: Double])
    /// A baseline file, relative to the manifest's folder.
    case baseline(path: String, mark: YAMLMark)
}
