import Foundation
import KinesiaMedia
import KinesiaTestSupport
import Testing

/// 12 frames of 96×64 at 25 fps, stored with a display matrix asking for a quarter turn clockwise.
private func turnedVideo(in directory: URL) throws -> URL {
    let url = directory.appendingPathComponent("turned.mp4")
    let writer = try VideoWriter(url: url, width: 96, height: 64, displayRotation: .clockwise90)
    for index in 0..<12 {
        try writer.append(RGBImage(width: 96, height: 64, filledWith: RGBPixel(red: UInt8(index * 20), green: 90, blue: 30)),
                          at: Double(index) / 25)
    }
    try writer.finish()
    return url
}

private func jsonObject(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

@Test(.tags(.process), .timeLimit(.minutes(10))) func framesListsEveryUprightFrameAsJSON() throws {
    let video = try turnedVideo(in: scratchDirectory())
    let result = try KinesiaProcess.run(["frames", video.path, "--json"])
    #expect(result.status == 0, "\(result.errors)")
    let listing = try jsonObject(result.output)
    #expect(listing["rotation"] as? Int == 90)
    #expect(listing["width"] as? Int == 64)
    #expect(listing["height"] as? Int == 96)
    #expect(listing["count"] as? Int == 12)
    let frames = try #require(listing["frames"] as? [[String: Any]])
    #expect(frames.compactMap { $0["index"] as? Int } == Array(0..<12))
    #expect(frames.compactMap { $0["t"] as? Double } == (0..<12).map { Double($0) / 25 })
    #expect(frames.allSatisfy { $0["width"] as? Int == 64 && $0["height"] as? Int == 96 })
}

/// A 10 fps cap on 25 fps keeps a frame when it is within 0.4 of a slot of the next 0.1 s slot:
/// t = 0, 0.08, 0.16, 0.28, 0.36.
@Test(.tags(.process), .timeLimit(.minutes(10))) func framesHonoursTheFrameRateCapAndMirroring() throws {
    let video = try turnedVideo(in: scratchDirectory())
    let result = try KinesiaProcess.run(["frames", video.path, "--mirrored", "--max-fps", "10", "--json"])
    #expect(result.status == 0, "\(result.errors)")
    let listing = try jsonObject(result.output)
    #expect(listing["count"] as? Int == 5)
    let frames = try #require(listing["frames"] as? [[String: Any]])
    #expect(frames.compactMap { $0["index"] as? Int } == [0, 2, 4, 7, 9])
}

@Test(.tags(.process), .timeLimit(.minutes(10)), arguments: ["not-a-video.mp4", "missing.mp4"])
func framesOfUnreadableInputExitsTwoNamingTheFile(_ name: String) throws {
    let directory = try scratchDirectory()
    let file = directory.appendingPathComponent(name)
    if name == "not-a-video.mp4" { try Data("no video here\n".utf8).write(to: file) }
    let result = try KinesiaProcess.run(["frames", file.path])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(result.errors.contains(file.path))
}

/// The video may be a source string: its cap and skip apply, and --max-fps overrides its cap.
/// At 10 fps the kept frames are 0, 2, 4, 7, 9; skip=2 leaves out the first two of those.
@Test(.tags(.process), .timeLimit(.minutes(10))) func framesTakesASourceStringWithSkipAndCap() throws {
    let video = try turnedVideo(in: scratchDirectory())
    for arguments in [["file:\(video.path)?max-fps=10&skip=2"], ["\(video.path)?max-fps=25&skip=2", "--max-fps", "10"]] {
        let result = try KinesiaProcess.run(["frames"] + arguments + ["--json"])
        #expect(result.status == 0, "\(arguments): \(result.errors)")
        let frames = try #require(try jsonObject(result.output)["frames"] as? [[String: Any]])
        #expect(frames.compactMap { $0["index"] as? Int } == [4, 7, 9], "\(arguments)")
    }
}

/// frames and record read every frame of a file: a recording, a camera or live pacing is bad usage.
@Test(.tags(.process), .timeLimit(.minutes(10)), arguments: ["recording:run.json", "run.json", "camera:/dev/video0", "clip.mp4?live", "clip.mp4?skip=-1"])
func framesAndRecordRefuseWhatIsNotAVideoFile(_ source: String) throws {
    let directory = try scratchDirectory()
    for arguments in [["frames", source], ["record", source, "-o", directory.appendingPathComponent("out.json").path]] {
        let result = try KinesiaProcess.run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
        #expect(result.errors.contains(source), "\(result.errors)")
    }
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.json").path))
}
