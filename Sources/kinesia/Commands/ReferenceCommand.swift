import Foundation
import KinesiaCommandLine
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaSupport

/// `kinesia reference`: published BlazePose reference landmarks of a video (TensorFlow.js
/// pose-detection's test format) as a recording a manifest can label keypoints with.
struct ReferenceCommand: Command {
    let name = "reference"
    let summary = "Turn a video's reference landmarks (TensorFlow.js BlazePose JSON) into a recording for keypoint labels."
    var discussion: String {
        "LANDMARKS is a JSON array with one entry per video frame, each the 33 BlazePose landmarks as [x, y, z] in pixels of the upright frame. Frame i's landmarks are normalized to the video's upright frame and stamped with the time of the video's frame i, read off the video; the frame counts must agree. The recording's source names the two files (without their folders) and their sha256s, so every machine writes the same bytes."
    }

    let landmarks = Positional("LANDMARKS", as: String.self, help: "the reference landmarks (.json)")
    let video = Positional("VIDEO", as: String.self, help: "the video they were estimated from")
    let output = Option(required: "output", short: "o", as: String.self, valueName: "REC.json", help: "the recording to write")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let (landmarks, video) = (URL(fileURLWithPath: arguments[landmarks]), URL(fileURLWithPath: arguments[video]))
        try OutputFile.check(URL(fileURLWithPath: arguments[output]), sparing: [landmarks, video])
        let recording = try ReferenceRecording.make(landmarks: landmarks, video: video)
        try recording.write(to: URL(fileURLWithPath: arguments[output]), sparing: [landmarks, video])
        return ExitStatus.success
    }
}
