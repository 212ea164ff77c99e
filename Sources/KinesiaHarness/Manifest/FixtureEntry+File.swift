extension FixtureEntry {
    /// A file an entry names (its `source`, or its keypoints' `recording`) with the checksum
    /// it must have.
    public struct File: Sendable, Hashable {
        public var path: String
        /// Nil leaves it to the manifest's `defaults.root`.
        public var root: String?
        public var sha256: String

        public init(path: String, root: String?, sha256: String) {
            self.path = path
            self.root = root
            self.sha256 = sha256
        }

        public init(_ placement: FixturePlacement, sha256: String) {
            self.init(path: placement.path, root: placement.root, sha256: sha256)
        }
    }
}
