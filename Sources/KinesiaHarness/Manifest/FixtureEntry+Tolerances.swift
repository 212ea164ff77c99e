import KinesiaMotion

extension FixtureEntry {
    /// The entry's `tolerances`: inline keypoint tolerances or a baseline file, not both.
    public struct Tolerances: Sendable, Hashable {
        public var repTime: Double?
        /// Normalized distance any joint without its own entry in `joints` may stray.
        public var keypoint: Double?
        public var joints: [Joint: Double]
        /// A baseline file relative to the manifest's folder (`Baseline.defaultPath`).
        public var baseline: String?

        public init(repTime: Double? = nil, keypoint: Double? = nil, joints: [Joint: Double] = [:], baseline: String? = nil) {
            self.repTime = repTime
            self.keypoint = keypoint
            self.joints = joints
            self.baseline = baseline
        }
    }
}
