import KinesiaMotion
import KinesiaSupport

/// A proposed baseline against the tolerances in force now, joint by joint, for review:
/// what `kinesia calibrate` prints before anything is written.
package enum BaselineComparison {
    /// `current` is the baseline file in force, if any; `inline` the manifest's own
    /// tolerance for a joint when the fixture has no baseline yet.
    package static func text(proposed: Baseline, current: Baseline?, inline: (Joint) -> Double?) -> String {
        var lines: [String] = []
        let joints = Set(proposed.joints.map(\.joint)).union(current?.joints.map(\.joint) ?? []).sorted()
        for joint in joints {
            let new = proposed.joints.first { $0.joint == joint }
            let old = current.map { $0.tolerance(for: joint) } ?? inline(joint)
            let name = joint.rawValue
            switch (old, new) {
            case (nil, let new?):
                lines.append("+ \(name): tolerance \(format(new.tolerance)) (\(basis(new)))")
            case (let old?, nil):
                lines.append("- \(name): tolerance \(format(old)) no longer measured")
            case (let old?, let new?) where old != new.tolerance:
                lines.append("~ \(name): tolerance \(format(old)) → \(format(new.tolerance)) (\(basis(new)))")
            case (_?, let new?):
                lines.append("= \(name): tolerance \(format(new.tolerance))")
            case (nil, nil):
                break
            }
        }
        if let current {
            let old = current.provenance, new = proposed.provenance
            for (label, before, after) in [
                ("runtime", old.runtime, new.runtime), ("cpu", old.cpu, new.cpu),
                ("instruction sets", old.instructionSets.joined(separator: " "), new.instructionSets.joined(separator: " ")),
                ("models", old.models.map(\.sha256).joined(separator: " "), new.models.map(\.sha256).joined(separator: " ")),
                ("source", old.source.sha256, new.source.sha256),
            ] where before != after {
                lines.append("~ \(label): \(before) → \(after)")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func basis(_ joint: JointBaseline) -> String {
        "p95 \(joint.quantile.map(format) ?? "-"), jitter \(format(joint.jitter)), perturbation \(format(joint.perturbation)), "
            + "systematic \(format(joint.systematic)), worst \(format(joint.worst)); set by \(joint.bound.rawValue)"
            + (joint.allowedMissRate.map { "; missed in \(NumberText.percent(joint.missRate ?? 0)) of its frames, allowed \(NumberText.percent($0))" } ?? "")
    }

    private static func format(_ value: Double) -> String { NumberText.distance(value) }
}
