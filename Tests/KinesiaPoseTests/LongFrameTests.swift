import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaTestSupport
import Testing

/// A picture five times as long as it is wide (two people side by side, a panorama, a phone
/// video padded into a strip): letterboxed whole into the detector's 224 pixels, her face is
/// a few pixels and nobody was ever found. The detector looks through windows no longer than
/// twice their width instead, and finds her where she stands, in either direction.
@Test(
    .needsSharedData,
    arguments: [(width: 1070, height: 214), (width: 120, height: 1070)])
func aPersonInAStripFiveTimesAsLongAsWideIsFound(canvas: (width: Int, height: Int)) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-strip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The first squat (about 1–3 s) at 120×214, alone and centred on the strip.
    let alone = try GeneratedVideo.squatClip(frames: 20, scaledToWidth: 120, in: folder)
    let inStrip = try GeneratedVideo.squatClip(frames: 20, scaledToWidth: 120, paddedTo: canvas, in: folder)
    let reference = try await SourceSpecification(parsing: "file:\(alone.path)").makePoseProvider().readAll()
    let poses = try await SourceSpecification(parsing: "file:\(inStrip.path)").makePoseProvider().readAll()
    try #require(reference.count == 20 && poses.count == 20)
    #expect(poses.filter { $0[Joint.leftHip] != nil }.count == 20, "she is found in every frame")

    // Where she is in the strip, back in the picture alone: within 3 % of its height (0.8 % measured).
    let width = 120.0, height = 214.0
    let left = (Double(canvas.width) - width) / 2, top = (Double(canvas.height) - height) / 2
    var worst = 0.0
    for (seen, alone) in zip(poses, reference) {
        for joint in [Joint.leftShoulder, .rightShoulder, .leftHip, .rightHip, .leftKnee, .rightKnee, .leftAnkle, .rightAnkle] {
            guard let point = seen[joint], let expected = alone[joint] else { continue }
            let x = (point.x * Double(canvas.width) - left) / width, y = (point.y * Double(canvas.height) - top) / height
            worst = max(worst, hypot((x - expected.x) * width / height, y - expected.y))
        }
    }
    #expect(worst < 0.03, "\(worst) of the picture's height")

    var engine = RepEngine(definition: ExerciseLibrary.squat)
    _ = poses.flatMap { engine.process($0) } + engine.finish()
    #expect(engine.count == 1, "her first squat")
}

