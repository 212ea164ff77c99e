import Foundation
import Testing

/// A push-up filmed from the head's end, the picture 10 % brighter (as a phone's exposure
/// might leave it): BlazePose's detector finds the foreshortened body, but its region is too
/// tight for the landmark model, which found nobody for the first second and so lost the
/// first push-up (seen from half-way down, rejected as too fast). A second look in a larger
/// region finds the person from the first frame and the push-up counts.
@Test func aPushUpFilmedFromTheHeadsEndIsSeenFromTheFirstFrame() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let video = directory.appendingPathComponent("push-up.mov").path
    let rendered = try KinesiaProcess.run([
        "render", "--exercise", "pushUp", "--tempo", "1.0", "--yaw", "0", "--height", "waist", "--reps", "1", "--rest", "0.4",
        "--size", "320x240", "--fps", "15", "-o", video,
    ])
    try #require(rendered.status == 0, "\(rendered.errors)")
    let counted = try KinesiaProcess.run([
        "count", "file:\(video)?max-fps=15&pixels=brightness+10", "--exercise", "pushUp", "--side", "visible", "--estimator-threads", "1", "--json",
    ])
    #expect(counted.status == 0, "\(counted.errors)")
    let report = try #require(JSONSerialization.jsonObject(with: Data(counted.output.utf8)) as? [String: Any])
    let frames = try #require(report["frames"] as? [String: Any])
    #expect(frames["delivered"] as? Int == 34)
    #expect(frames["withoutPerson"] as? Int == 0, "\(frames)")
    #expect(report["reps"] as? Int == 1, "\(counted.output)")
}
