extension FixtureEntry {
    /// The entry's `labels`.
    public struct Labels: Sendable, Hashable {
        public var reps: Int
        /// Each completed rep's peak time, seconds.
        public var times: [Double]?
        public var unfinished: Int?
        /// A recording of the true keypoints.
        public var keypoints: File?

        public init(reps: Int, times: [Double]? = nil, unfinished: Int? = nil, keypoints: File? = nil) {
            self.reps = reps
            self.times = times
            self.unfinished = unfinished
            self.keypoints = keypoints
        }

        /// Times a program computed (a render's, a motion's), kept to the millisecond: finer
        /// than any frame, and short to read in the manifest.
        public static func millisecondTimes(_ times: [Double]) -> [Double] {
            times.map { ($0 * 1000).rounded() / 1000 }
        }
    }
}
