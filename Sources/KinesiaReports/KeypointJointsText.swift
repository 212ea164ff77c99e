import KinesiaResults
import KinesiaSupport

/// Per joint, the frames compared, the 95th percentile against its tolerance and the misses,
/// on one line for the console and JUnit: `keypoint frames compared per joint: nose 75
/// (p95 0.012 of 0.016), leftWrist 52 (p95 0.03 of 0.02; 23 missed, 30.7 %, allowed 10.0 %)`.
enum KeypointJointsText {
    static func line(_ report: KeypointReport) -> String {
        let joints = report.joints.map { joint in
            var notes: [String] = []
            if let quantile = joint.quantile {
                notes.append("p95 \(NumberText.distance(quantile))" + (joint.tolerance.map { " of \(NumberText.distance($0))" } ?? ""))
            }
            let seen = joint.compared + joint.missing
            if joint.missing > 0 {
                notes.append("\(joint.missing) missed, \(NumberText.percent(Double(joint.missing) / Double(seen)))"
                    + (joint.allowedMissRate.map { ", allowed \(NumberText.percent($0))" } ?? ""))
            }
            return "\(joint.joint.rawValue) \(joint.compared)" + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
        }
        return "keypoint frames compared per joint: " + (joints.isEmpty ? "none" : joints.joined(separator: ", "))
    }
}
