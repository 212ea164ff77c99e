import KinesiaMotion
import KinesiaYAML

/// A `tolerances:` mapping as written, in a fixture or in `defaults`; a fixture's settings
/// are laid over the defaults' before they become `Tolerances`.
struct ToleranceSettings: Hashable {
    static let keys = ["repTime", "peak", "keypoint", "joints", "baseline", "reason"]

    var repTime: Double?
    var peak: Double?
    var keypoint: Double?
    var joints: [Joint: Double]?
    var baseline: String?
    var baselineMark: YAMLMark?
    /// Why the keypoint tolerances may exceed the cap (`ToleranceCap`); a fixture's own only.
    var reason: String?
    var reasonMark: YAMLMark?
    var keypointMarks = KeypointToleranceMarks()

    init() {}

    /// The settings, or nil after logging every error in them. `inDefaults`: the `defaults`
    /// mapping's, which may not give a `reason`.
    init?(_ field: ManifestField, inDefaults: Bool = false, log: ManifestErrorLog) {
        let errorsBefore = log.errors.count
        guard let mapping = log.attempt({ () throws(ManifestError) in try field.mapping(knownKeys: Self.keys, log: log) })
        else { return nil }
        repTime = log.attempt { () throws(ManifestError) in try mapping["repTime"]?.number(in: ManifestRanges.repTimeTolerance) }.flatMap { $0 }
        peak = log.attempt { () throws(ManifestError) in try mapping["peak"]?.number(in: ManifestRanges.peakTolerance) }.flatMap { $0 }
        keypoint = log.attempt { () throws(ManifestError) in try mapping["keypoint"]?.number(in: ManifestRanges.keypointTolerance) }.flatMap { $0 }
        keypointMarks.all = mapping["keypoint"]?.node.mark
        if let jointsField = mapping["joints"] {
            if let parsed = log.attempt({ () throws(ManifestError) in try Self.joints(jointsField, log: log) }) {
                joints = parsed.mapValues(\.value)
                keypointMarks.joints = parsed.mapValues(\.mark)
            }
        }
        if let reasonField = mapping["reason"] {
            reason = log.attempt { () throws(ManifestError) in try reasonField.nonEmptyString() }
            reasonMark = reasonField.node.mark
            if inDefaults {
                log.record(reasonField.error(
                    "\(reasonField.name) belongs in a fixture's own tolerances: a reason in `defaults` would excuse every fixture"))
            }
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
            (merged.keypoint, merged.joints, merged.keypointMarks) = (nil, nil, KeypointToleranceMarks())
            (merged.baseline, merged.baselineMark) = (baseline, baselineMark)
        }
        if keypoint != nil || joints != nil {
            (merged.baseline, merged.baselineMark) = (nil, nil)
            merged.keypoint = keypoint ?? defaults.keypoint
            merged.joints = (defaults.joints ?? [:]).merging(joints ?? [:]) { $1 }
            merged.keypointMarks = KeypointToleranceMarks(
                all: keypoint != nil ? keypointMarks.all : defaults.keypointMarks.all,
                joints: defaults.keypointMarks.joints.merging(keypointMarks.joints) { $1 })
        }
        // A reason speaks for one fixture's tolerances; the defaults cannot give one.
        (merged.reason, merged.reasonMark) = (reason, reasonMark)
        return merged
    }

    var tolerances: Tolerances {
        let keypoints: KeypointTolerances? =
            if let baseline, let baselineMark { .baseline(path: baseline, mark: baselineMark) }
            else if keypoint != nil || !(joints ?? [:]).isEmpty { .inline(all: keypoint, joints: joints ?? [:]) }
            else { nil }
        return Tolerances(
            repTime: repTime ?? Tolerances.defaultRepTime, peak: peak, keypoints: keypoints, reason: reason,
            keypointMarks: baseline == nil ? keypointMarks : KeypointToleranceMarks())
    }

    private static func joints(_ field: ManifestField, log: ManifestErrorLog) throws(ManifestError) -> [Joint: (value: Double, mark: YAMLMark)] {
        let names = Joint.allCases.map(\.rawValue)
        let mapping = try field.mapping(knownKeys: names, log: log)
        var joints: [Joint: (value: Double, mark: YAMLMark)] = [:]
        for key in mapping.keys where Joint(rawValue: key) != nil {
            let entry = try mapping.required(key)
            joints[Joint(rawValue: key)!] = (try entry.number(in: ManifestRanges.keypointTolerance), entry.node.mark)
        }
        return joints
    }
}
