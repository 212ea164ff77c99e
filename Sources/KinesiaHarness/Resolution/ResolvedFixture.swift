/// A fixture whose files exist and match their checksums.
public struct ResolvedFixture: Sendable, Hashable {
    public var fixture: Fixture
    public var sourcePath: String
    /// The reference recording of `labels.keypoints`, when the labels are one.
    public var keypointRecordingPath: String?
    /// The calibrated tolerances of `tolerances.baseline`, when given.
    public var baselinePath: String?

    public init(fixture: Fixture, sourcePath: String, keypointRecordingPath: String? = nil, baselinePath: String? = nil) {
        self.fixture = fixture
        self.sourcePath = sourcePath
        self.keypointRecordingPath = keypointRecordingPath
        self.baselinePath = baselinePath
    }
}
