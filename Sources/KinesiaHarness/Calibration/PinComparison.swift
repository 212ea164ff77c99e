import KinesiaMotion
import KinesiaSupport

/// A proposed pin's regression tolerances against the pin in force, joint by joint, for
/// review: what `kinesia calibrate` prints before anything is written.
package enum PinComparison {
    package static func text(proposed: PosePin, current: PosePin?) -> String {
        var lines: [String] = []
        let joints = Set(proposed.joints.map(\.joint)).union(current?.joints.map(\.joint) ?? []).sorted()
        for joint in joints {
            let new = proposed.joints.first { $0.joint == joint }
            let old = current?.joints.first { $0.joint == joint }
            let name = joint.rawValue
            switch (old, new) {
            case (nil, let new?):
                lines.append("+ \(name): regression tolerance \(NumberText.distance(new.tolerance)) (\(basis(new)))")
            case (let old?, nil):
                lines.append("- \(name): regression tolerance \(NumberText.distance(old.tolerance)) no longer reported")
            case (let old?, let new?) where old.tolerance != new.tolerance || old.shiftTolerance != new.shiftTolerance || old.allowedFlipRate != new.allowedFlipRate:
                lines.append(
                    "~ \(name): regression tolerance \(NumberText.distance(old.tolerance)) → \(NumberText.distance(new.tolerance)) (\(basis(new)))")
            case (_?, let new?):
                lines.append("= \(name): regression tolerance \(NumberText.distance(new.tolerance))")
            case (nil, nil):
                break
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func basis(_ joint: JointRegression) -> String {
        "spread \(NumberText.distance(joint.spread)), shift tolerance \(NumberText.distance(joint.shiftTolerance)) from shift "
            + "\(NumberText.distance(joint.shift)) over \(joint.frames) frames; presence flipped in "
            + "\(NumberText.percent(joint.flipRate)), allowed \(NumberText.percent(joint.allowedFlipRate))"
    }
}
