/// Where the true keypoints come from: a reference recording (for instance a rendered
/// fixture's ground truth) or a few frames labelled by hand in the manifest.
public enum KeypointLabels: Sendable, Hashable {
    case recording(FixtureFile)
    case frames([LabelledFrame])
}
