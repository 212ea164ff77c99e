/// What became of a `FixtureAddition`: added, only checked, or not added and why. Whatever
/// it says, the progress was already reported.
public enum FixtureAdditionResult: Sendable, Hashable {
    /// Appended to the manifest, its entry starting at `line`; a disagreement with the labels
    /// was a warning.
    case added(line: Int, agreesWithLabels: Bool)
    /// A dry run: checked and run, nothing written.
    case checked(agreesWithLabels: Bool)
    /// Not added: the pipeline disagrees with the labels and a match was required.
    case disagreed
    /// Not added: the keypoint-labelled fixture could not be calibrated.
    case notCalibrated
    /// Not added: the pipeline could not run the fixture.
    case notRun
}
