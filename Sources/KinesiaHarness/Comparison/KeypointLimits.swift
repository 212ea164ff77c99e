import Foundation
import KinesiaManifest
import KinesiaMotion
import KinesiaSupport
import KinesiaYAML

/// Each joint's limits for one fixture: inline from the manifest, or from the calibrated
/// baseline file (`kinesia calibrate --write`), checked against the truth before anything runs.
/// A baseline that cannot be read, belongs to another fixture or lacks a joint the truth sees
/// makes the fixture an error, never a pass; so does a tolerance above the cap
/// (`ToleranceCap`) when the fixture's tolerances give no `reason`.
enum KeypointLimits {
    /// `manifest` is the fixture's manifest file, named in errors with the tolerance's place;
    /// `cap` is the truth's (`ToleranceCap(reference:)`), nil when it never labels the torso.
    static func resolve(
        _ resolved: ResolvedFixture, manifest: String, reference: [LabelledPose]?, cap: ToleranceCap?
    ) throws(FixtureSetupError) -> @Sendable (Joint) -> JointLimit? {
        let tolerances = resolved.fixture.tolerances
        guard let reference else { return { _ in nil } }
        let cap = tolerances.reason == nil ? cap : nil
        switch tolerances.keypoints {
        case .inline(let all, let joints):
            if let cap {
                let written = ([all.map { (name: "keypoint", value: $0, mark: tolerances.keypointMarks.all) }].compactMap { $0 })
                    + joints.map { (name: "joints.\($0.key.rawValue)", value: $0.value, mark: tolerances.keypointMarks.joints[$0.key]) }
                let refused = written.filter { !cap.admits($0.value) }
                    .sorted { ($0.mark ?? YAMLMark(line: 0, column: 0), $0.name) < ($1.mark ?? YAMLMark(line: 0, column: 0), $1.name) }
                guard refused.isEmpty else {
                    throw FixtureSetupError(refused.map { entry in
                        "\(manifest):\(entry.mark.map(\.description) ?? "?"): tolerance \(entry.name) \(NumberText.distance(entry.value)) "
                            + "is above the cap \(cap.description); give `tolerances.reason` to keep it"
                    }.joined(separator: "; "))
                }
            }
            return { joint in (joints[joint] ?? all).map { JointLimit(tolerance: $0, allowedMissRate: Tolerances.defaultAllowedMissRate) } }
        case .baseline(let path, _):
            guard let file = resolved.baselinePath else { throw FixtureSetupError("the keypoint baseline \(path) was not resolved") }
            let baseline: Baseline
            do { baseline = try Baseline(contentsOf: URL(fileURLWithPath: file)) } catch { throw FixtureSetupError(error.description) }
            guard baseline.fixture == resolved.fixture.id else {
                throw FixtureSetupError("baseline \(path) was calibrated for fixture \(baseline.fixture), not \(resolved.fixture.id)")
            }
            let seen = Set(reference.flatMap(\.seen.keys))
            let uncalibrated = seen.filter { baseline.tolerance(for: $0) == nil }.sorted()
            guard uncalibrated.isEmpty else {
                throw FixtureSetupError(
                    "baseline \(path) has no tolerance for \(uncalibrated.map(\.rawValue).joined(separator: ", ")); run kinesia calibrate")
            }
            if let cap {
                let refused = baseline.joints.filter { !cap.admits($0.tolerance) }
                guard refused.isEmpty else {
                    throw FixtureSetupError(refused.map { joint in
                        "baseline \(path): \(joint.joint.rawValue) tolerance \(NumberText.distance(joint.tolerance)) is above the cap "
                            + "\(cap.description); give `tolerances.reason` to keep it"
                    }.joined(separator: "; "))
                }
            }
            return { joint in
                baseline.joints.first { $0.joint == joint }.map {
                    JointLimit(tolerance: $0.tolerance, allowedMissRate: $0.allowedMissRate ?? Tolerances.defaultAllowedMissRate)
                }
            }
        case nil:
            return { _ in nil }
        }
    }
}
