/// The smoothed points of one moment of a rep (its rest, peak or trough), kept to measure that
/// moment again once the limb lengths are better known (`SideMeter.remeasure`). Copies into
/// storage allocated once, so keeping a moment allocates nothing.
struct KeptPoints: Sendable {
    private(set) var points = Array(repeating: PosePoint.absent, count: Joint.allCases.count)
    private(set) var aspectRatio = 1.0

    /// Keeps the slots `required` of `smoothed`.
    mutating func keep(_ smoothed: [PosePoint], slots required: [Int], aspectRatio: Double) {
        for ordinal in required { points[ordinal] = smoothed[ordinal] }
        self.aspectRatio = aspectRatio
    }

    /// Keeps `values`, the points of `slots` in their order.
    mutating func keep(slots: [Int], values: ArraySlice<PosePoint>, aspectRatio: Double) {
        for (slot, point) in zip(slots, values) { points[slot] = point }
        self.aspectRatio = aspectRatio
    }
}
