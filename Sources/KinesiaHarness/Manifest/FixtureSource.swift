/// What a fixture feeds the pipeline: a video through the pose estimator, or a pose recording.
public struct FixtureSource: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case video, recording
    }

    public var kind: Kind
    public var file: FixtureFile

    public init(kind: Kind, file: FixtureFile) {
        self.kind = kind
        self.file = file
    }
}
