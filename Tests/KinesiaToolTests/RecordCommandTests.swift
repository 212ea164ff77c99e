import Foundation
import KinesiaMotion
import KinesiaSupport
import KinesiaTestSupport
import Testing

/// `kinesia record`, and `kinesia count` given a video, through the built tool.
struct RecordCommandTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(.tags(.process, .pose), .timeLimit(.minutes(10)), .needsSharedData)
    func twoRecordingsOfOneVideoAreByteIdenticalAndSayWhereTheyCameFrom() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first.json"), second = directory.appendingPathComponent("second.json")
        for output in [first, second] {
            let result = try KinesiaProcess.run(["record", SharedData.squatVideo.path, "-o", output.path])
            #expect(result.status == 0, "\(result.errors)")
        }
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
        let recording = try Recording(contentsOf: first)
        #expect(recording.poses.count == 65)
        #expect(recording.source[.kind] == "video")
        #expect(recording.source[.path] == SharedData.squatVideo.path)
        #expect(recording.source[.sha256] == (try SHA256.hex(ofFileAt: SharedData.squatVideo.path)))
        #expect(recording.source[.width] == 720 && recording.source[.height] == 1280)
        #expect(recording.source[.mirrored] == false && recording.source[.maxFrameRate] == 30)
        #expect(recording.source[.model]?.contains("BlazePose") == true)
        #expect(recording.source.fields["modelSha256"]?["landmarks"]?.stringValue?.count == 64)
        // The recording counts as the video it came from.
        let fromRecording = try KinesiaProcess.run(["count", first.path, "--exercise", "squat", "--json"])
        let fromVideo = try KinesiaProcess.run(["count", SharedData.squatVideo.path, "--exercise", "squat", "--json"])
        #expect(fromRecording.status == 0 && fromVideo.status == 0)
        // The same report but for what only a video has: its frames.
        var videoReport = try #require(JSONSerialization.jsonObject(with: Data(fromVideo.output.utf8)) as? [String: Any])
        #expect((videoReport.removeValue(forKey: "frames") as? [String: Int]) == ["delivered": 65, "dropped": 0, "withoutPerson": 0])
        let recordingReport = try #require(JSONSerialization.jsonObject(with: Data(fromRecording.output.utf8)) as? [String: Any])
        #expect(NSDictionary(dictionary: recordingReport) == NSDictionary(dictionary: videoReport))
    }

    @Test(.tags(.process, .pose), .timeLimit(.minutes(10)), .needsSharedData)
    func theSquatVideoCountsTwoRepsAndOneUnfinished() throws {
        let result = try KinesiaProcess.run(["count", SharedData.squatVideo.path, "--exercise", "squat", "--json"])
        #expect(result.status == 0, "\(result.errors)")
        let report = try json(result.output)
        #expect(report["reps"] as? Int == 2)
        #expect(report["unfinished"] as? Int == 1)
        #expect(report["poses"] as? Int == 65)
    }

    /// `skip=` in a source string starts the recording late, and the recording says so.
    @Test(.tags(.process, .pose), .timeLimit(.minutes(10)), .needsSharedData)
    func aSourceStringStartsTheRecordingLate() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("late.json")
        let result = try KinesiaProcess.run(["record", "file:\(SharedData.squatVideo.path)?skip=3&threads=1", "-o", output.path])
        #expect(result.status == 0, "\(result.errors)")
        let recording = try Recording(contentsOf: output)
        #expect(recording.poses.count == 62)
        // The fourth frame of a 5 fps video, at its own time.
        #expect(abs((recording.poses.first?.timestamp ?? 0) - 0.6) < 1e-9)
        #expect(recording.source[.path] == SharedData.squatVideo.path)
        #expect(recording.source.fields["skippedLeadingFrames"] == .integer(3))
    }

    @Test(.tags(.process, .pose), .timeLimit(.minutes(10))) func aVideoWithNoPersonCountsNoRepsWithoutError() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let video = try GeneratedVideo.emptyScene(in: directory)
        let result = try KinesiaProcess.run(["count", video.path, "--exercise", "squat", "--json"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
        let report = try json(result.output)
        #expect(report["reps"] as? Int == 0)
        // Every frame is a pose without points: seen, and ignored for want of joints.
        #expect(report["poses"] as? Int == 10)
        #expect(report["posesIgnored"] as? Int == 10)
        let recorded = directory.appendingPathComponent("empty.json")
        #expect(try KinesiaProcess.run(["record", video.path, "-o", recorded.path]).status == 0)
        let poses = try Recording(contentsOf: recorded).poses
        #expect(poses.count == 10 && poses.allSatisfy { pose in Joint.allCases.allSatisfy { pose[$0] == nil } })
    }

    @Test(.tags(.process), .timeLimit(.minutes(10))) func anUnreadableVideoExitsTwoWithOneLineNamingTheFile() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let video = directory.appendingPathComponent("broken.mp4")
        try Data("not a video at all".utf8).write(to: video)
        let output = directory.appendingPathComponent("out.json")
        for arguments in [["count", video.path, "--exercise", "squat"], ["record", video.path, "-o", output.path]] {
            let result = try KinesiaProcess.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errors.contains(video.path), "\(result.errors)")
            // The tool's own line only: FFmpeg's messages about the same failure stay quiet.
            #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
            #expect(result.output.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
