/// A file's place in a manifest: the fixture root it is under and its path inside it, as
/// a fixture's `source` or keypoint `recording` names it.
public struct FixturePlacement: Sendable, Hashable {
    public var root: String
    public var path: String

    public init(root: String, path: String) {
        self.root = root
        self.path = path
    }
}
