import KinesiaMotion
import KinesiaYAML

/// How far the pipeline may stray from the labels and still pass.
public struct Tolerances: Sendable, Hashable {
    /// Seconds a counted rep may sit from its labelled time and still match it.
    public static let defaultRepTime = 0.5
    /// The share of the frames where the truth sees a joint that the pipeline may miss it in,
    /// for inline keypoint tolerances (a baseline records its own per joint).
    public static let defaultAllowedMissRate = 0.1

    public var repTime: Double
    /// Degrees a rep's peak angle may differ from its label.
    public var peak: Double?
    public var keypoints: KeypointTolerances?
    /// Why this fixture's keypoint tolerances may exceed half its body scale (`ToleranceCap`).
    public var reason: String?
    /// Where the inline keypoint tolerances are written, for errors that point at them.
    public var keypointMarks: KeypointToleranceMarks

    public init(
        repTime: Double = Tolerances.defaultRepTime, peak: Double? = nil, keypoints: KeypointTolerances? = nil, reason: String? = nil,
        keypointMarks: KeypointToleranceMarks = KeypointToleranceMarks()
    ) {
        self.repTime = repTime
        self.peak = peak
        self.keypoints = keypoints
        self.reason = reason
        self.keypointMarks = keypointMarks
    }
}

/// Where each inline keypoint tolerance is written in the manifest (in the fixture or in
/// `defaults`): `keypoint`'s value and each `joints` entry's.
public struct KeypointToleranceMarks: Sendable, Hashable {
    public var all: YAMLMark?
    public var joints: [Joint: YAMLMark]

    public init(all: YAMLMark? = nil, joints: [Joint: YAMLMark] = [:]) {
        self.all = all
        self.joints = joints
    }

    /// Where the tolerance that applies to `joint` is written.
    public func mark(for joint: Joint) -> YAMLMark? { joints[joint] ?? all }
}


/// Keypoint tolerances, normalized distance in the oriented image: written in the manifest,
/// or calibrated from observed variance and kept in a baseline file.
public enum KeypointTolerances: Sendable, Hashable {
    /// `all` applies to every joint without its own entry in `joints`.
    case inline(all: Double?, joints: [Joint: Double])
    /// A baseline file, relative to the manifest's folder.
    case baseline(path: String, mark: YAMLMark)
}
