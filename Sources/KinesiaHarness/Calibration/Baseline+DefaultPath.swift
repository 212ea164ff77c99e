extension Baseline {
    /// Where a fixture's baseline goes when its entry names none, relative to the manifest's
    /// folder: `kinesia calibrate --write`, `kinesia fixture add --keypoints` and the corpus
    /// builder all put it here.
    public static func defaultPath(fixture id: String) -> String { "baselines/\(id).json" }
}
