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
