import KinesiaResults
import KinesiaSupport

/// The joints that moved more than half their regression tolerance from the pinned poses, on
/// one line for the console and JUnit: `pinned poses (pins/x.json), joints past half a bound:
/// leftWrist RMS 0.0031 of 0.0046, shift 0.002 of 0.0016`.
enum RegressionJointsText {
    static func line(_ report: RegressionReport) -> String {
        let moved = report.joints.filter { $0.shareOfTolerance > 0.5 }.sorted { $0.shareOfTolerance > $1.shareOfTolerance }
        let joints = moved.map { joint in
            "\(joint.joint.rawValue) RMS \(NumberText.distance(joint.displacement)) of \(NumberText.distance(joint.tolerance)), "
                + "shift \(NumberText.distance(joint.shift)) of \(NumberText.distance(joint.shiftTolerance))"
        }
        return "pinned poses (\(report.pin)), \(report.pairedFrames) of \(report.pinnedFrames) frames paired, joints past half a bound: "
            + (joints.isEmpty ? "none" : joints.joined(separator: "; "))
    }
}
