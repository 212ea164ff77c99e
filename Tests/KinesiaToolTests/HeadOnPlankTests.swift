import Foundation
import KinesiaTestSupport
import Testing

/// A push-up filmed from the head's end, the picture 10 % brighter or darker (as a phone's
/// exposure might leave it): BlazePose's detector finds the foreshortened body, but its region
/// is too tight for the landmark model. Brighter, the model found nobody in it for the first
/// second; darker, it found the body but guessed the hands beside the hips and tracked that
/// for a second. Either way the push-up was seen from half-way down and lost. A second look in
/// a larger region sees the whole body from the start, and the push-up counts.
@Test(.tags(.process, .pose), .timeLimit(.minutes(10)), arguments: ["brightness+10", "brightness-10"])
func aPushUpFilmedFromTheHeadsEndIsSeenFromTheFirstFrame(pixels: String) throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let video = directory.appendingPathComponent("push-up.mov").path
    let rendered = try KinesiaProcess.run([
        "render", "--exercise", "pushUp", "--tempo", "1.0", "--yaw", "0", "--height", "waist", "--reps", "1", "--rest", "0.4",
        "--size", "320x240", "--fps", "15", "-o", video,
    ])
    try #require(rendered.status == 0, "\(rendered.errors)")
    let counted = try KinesiaProcess.run([
        "count", "file:\(video)?max-fps=15&pixels=\(pixels)", "--exercise", "pushUp", "--side", "visible", "--estimator-threads", "1", "--json",
    ])
    #expect(counted.status == 0, "\(counted.errors)")
    let report = try #require(JSONSerialization.jsonObject(with: Data(counted.output.utf8)) as? [String: Any])
    let frames = try #require(report["frames"] as? [String: Any])
    #expect(frames["delivered"] as? Int == 34)
    #expect(frames["withoutPerson"] as? Int == 0, "\(frames)")
    #expect(report["reps"] as? Int == 1, "\(counted.output)")
}
