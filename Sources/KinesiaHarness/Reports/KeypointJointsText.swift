/// Per joint, the frames compared and the misses, on one line for the console and JUnit:
/// `keypoint frames compared per joint: nose 75, leftWrist 52 (23 missed, 30.7 %, allowed 10.0 %)`.
enum KeypointJointsText {
    static func line(_ report: KeypointReport) -> String {
        let joints = report.joints.map { joint in
            var text = "\(joint.joint.rawValue) \(joint.compared)"
            let seen = joint.compared + joint.missing
            if joint.missing > 0 {
                text += " (\(joint.missing) missed, \(NumberText.percent(Double(joint.missing) / Double(seen)))"
                    + (joint.allowedMissRate.map { ", allowed \(NumberText.percent($0))" } ?? "") + ")"
            }
            return text
        }
        return "keypoint frames compared per joint: " + (joints.isEmpty ? "none" : joints.joined(separator: ", "))
    }
}
