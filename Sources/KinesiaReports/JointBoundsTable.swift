import KinesiaResults
import KinesiaSupport

/// A fixture's two keypoint bounds side by side, joint by joint, as an XHTML table: against
/// the truth (the 95th percentile of the distances and its accuracy tolerance, the misses)
/// and against the pinned poses (the RMS displacement and the mean shift, each with its
/// regression tolerance). A number past its bound is marked.
enum JointBoundsTable {
    /// Nil when the fixture has neither keypoint labels nor a pin.
    static func html(_ result: FixtureResult) -> String? {
        let truth = result.keypoints?.joints ?? []
        let pinned = result.regression?.joints ?? []
        let joints = Set(truth.map(\.joint) + pinned.map(\.joint)).sorted()
        guard !joints.isEmpty else { return nil }
        func cell(_ value: Double?, bound: Double?) -> String {
            guard let value else { return "<td>–</td>" }
            let over = bound.map { value > $0 } ?? false
            return "<td\(over ? " class=\"over\"" : "")>\(NumberText.distance(value))</td>"
        }
        var html = "<table class=\"numbers bounds\"><tr><th rowspan=\"2\">joint</th><th colspan=\"3\">against the truth</th>"
            + "<th colspan=\"4\">against the pinned poses</th></tr><tr><th>p95</th><th>tolerance</th><th>missed</th>"
            + "<th>RMS</th><th>tolerance</th><th>shift</th><th>tolerance</th></tr>"
        for joint in joints {
            let accuracy = truth.first { $0.joint == joint }
            let regression = pinned.first { $0.joint == joint }
            html += "<tr><td>\(joint.rawValue)</td>"
            html += cell(accuracy?.quantile, bound: accuracy?.tolerance) + cell(accuracy?.tolerance, bound: nil)
            html += "<td>\(accuracy.map { "\($0.missing) of \($0.compared + $0.missing)" } ?? "–")</td>"
            html += cell(regression?.displacement, bound: regression?.tolerance) + cell(regression?.tolerance, bound: nil)
            html += cell(regression?.shift, bound: regression?.shiftTolerance) + cell(regression?.shiftTolerance, bound: nil)
            html += "</tr>"
        }
        return html + "</table>"
    }
}
