import KinesiaMotion

/// Hand-labelled keypoints at one instant, in normalized image coordinates.
public struct LabelledFrame: Sendable, Hashable {
    /// Seconds into the fixture.
    public var time: Double
    public var points: [Joint: PosePoint]
    public var mark: YAMLMark

    public init(time: Double, points: [Joint: PosePoint], mark: YAMLMark) {
        self.time = time
        self.points = points
        self.mark = mark
    }
}
