import Foundation
import KinesiaMotion
import KinesiaTestSupport
import Testing

/// `kinesia reference`, through the built tool, on a generated 10 fps video of ten frames.
struct ReferenceCommandTests {
    static func landmarks(frames: Int, in directory: URL) throws -> URL {
        let landmark = "[160, 60, 0]"
        let frame = "[" + Array(repeating: landmark, count: 33).joined(separator: ",") + "]"
        let url = directory.appendingPathComponent("landmarks-\(frames).json")
        try Data(("[" + Array(repeating: frame, count: frames).joined(separator: ",") + "]").utf8).write(to: url)
        return url
    }

    @Test(.tags(.process), .timeLimit(.minutes(10))) func writesARecordingStampedWithTheVideosFrameTimes() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let video = try GeneratedVideo.emptyScene(in: directory)
        let output = directory.appendingPathComponent("reference.json")
        let result = try KinesiaProcess.run(["reference", try Self.landmarks(frames: 10, in: directory).path, video.path, "-o", output.path])
        #expect(result.status == 0, "\(result.errors)")
        let recording = try Recording(contentsOf: output)
        #expect(recording.poses.map { ($0.timestamp * 10).rounded() } == (0..<10).map(Double.init))
        #expect(recording.poses.allSatisfy { $0[.leftKnee] == PosePoint(x: 0.5, y: 0.25) })
    }

    @Test(.tags(.process), .timeLimit(.minutes(10))) func aFrameCountUnlikeTheVideosExitsTwoNamingTheFileAndPath() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let video = try GeneratedVideo.emptyScene(in: directory)
        let landmarks = try Self.landmarks(frames: 11, in: directory)
        let output = directory.appendingPathComponent("reference.json")
        let result = try KinesiaProcess.run(["reference", landmarks.path, video.path, "-o", output.path])
        #expect(result.status == 2)
        #expect(result.errors == "kinesia reference: \(landmarks.path): $: 11 frames of landmarks, but the video \(video.path) has 10 frames\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
