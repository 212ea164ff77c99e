import KinesiaMotion

/// A `tolerances:` mapping as written, in a fixture or in `defaults`; a fixture's settings
/// are laid over the defaults' before they become `Tolerances`.
struct ToleranceSettings: Hashable {
    static let keys = ["repTime", "peak", "keypoint", "joints", "baseline"]

    var repTime: Double?
    var peak: Double?
    var keypoint: Double?
    var joints: [Joint: Double]?
    var baseline: String?
    var baselineMark: YAMLMark?

    init() {}

    /// The settings, or nil after logging every error in them.
    init?(_ field: ManifestField, log: ManifestErrorLog) {
        let errorsBefore = log.errors.count
        guard let mapping = log.attempt({ () throws(ManifestError) in try field.mapping(knownKeys: Self.keys, log: log) })
        else { return nil }
        repTime = log.attempt { () throws(ManifestError) in try mapping["repTime"]?.number(in: ManifestRanges.repTimeTolerance) }.flatMap { $0 }
        peak = log.attempt { () throws(ManifestError) in try mapping["peak"]?.number(in: ManifestRanges.peakTolerance) }.flatMap { $0 }
        keypoint = log.attempt { () throws(ManifestError) in try mapping["keypoint"]?.number(in: ManifestRanges.keypointTolerance) }.flatMap { $0 }
        if let jointsField = mapping["joints"] {
            joints = log.attempt { () throws(ManifestError) in try Self.joints(jointsField, log: log) }
        }
        if let baselineField = mapping["baseline"] {
            // Confined as source paths are: a manifest names files beside it, never /etc/passwd.
            baseline = log.attempt { () throws(ManifestError) in try baselineField.relativePath(inside: "the manifest's folder") }
            baselineMark = baselineField.node.mark
            if mapping["keypoint"] != nil || mapping["joints"] != nil {
                log.record(baselineField.error(
                    "\(baselineField.name) cannot be combined with `keypoint` or `joints`: keypoint tolerances come from one place"))
            }
        }
        guard log.errors.count == errorsBefore else { return nil }
    }

    /// These settings laid over `defaults`: each key given here wins; inline keypoint
    /// tolerances and a baseline replace each other; per-joint entries merge joint by joint.
    func over(_ defaults: ToleranceSettings) -> ToleranceSettings {
        var merged = defaults
        merged.repTime = repTime ?? defaults.repTime
        merged.peak = peak ?? defaults.peak
        if baseline != nil {
            (merged.keypoint, merged.joints) = (nil, nil)
            (merged.baseline, merged.baselineMark) = (baseline, baselineMark)
        }
        if keypoint != nil || joints != nil {
            (merged.baseline, merged.baselineMark) = (nil, nil)
            merged.keypoint = keypoint ?? defaults.keypoint
            merged.joints = (defaults.joints ?? [:]).merging(joints ?? [:]) { $1 }
        }
        return merged
    }

    var tolerances: Tolerances {
        let keypoints: KeypointTolerances? =
            if let baseline, let baselineMark { .baseline(path: baseline, mark: baselineMark) }
            else if keypoint != nil || !(joints ?? [:]).isEmpty { .inline(all: keypoint, joints: joints ?? [:]) }
            else { nil }
        return Tolerances(repTime: repTime ?? Tolerances.defaultRepTime, peak: peak, keypoints: keypoints)
    }

    private static func joints(_ field: ManifestField, log: ManifestErrorLog) throws(ManifestError) -> [Joint: Double] {
        let names = Joint.allCases.map(\.rawValue)
        let mapping = try field.mapping(knownKeys: names, log: log)
        var joints: [Joint: Double] = [:]
        for key in mapping.keys where Joint(rawValue: key) != nil {
            joints[Joint(rawValue: key)!] = try mapping.required(key).number(in: ManifestRanges.keypointTolerance)
        }
        return joints
    }
}
