import Foundation
import KinesiaMedia
import KinesiaTestSupport
import Testing

/// Reads every frame and returns the error, which must be a `MediaError` naming the file.
private func failureReading(_ url: URL) -> MediaError? {
    do {
        _ = try FileFrameSource(url: url).readAll()
        return nil
    } catch let error as MediaError {
        #expect(error.description.contains(url.path), "the message names the file: \(error)")
        return error
    } catch {
        Issue.record("not a MediaError: \(error)")
        return nil
    }
}

@Test(.tags(.process), .timeLimit(.minutes(10))) func missingFileIsNamed() throws {
    let url = try scratchDirectory().appendingPathComponent("absent.mp4")
    #expect(failureReading(url) == .fileNotFound(path: url.path))
}

@Test(.tags(.process), .timeLimit(.minutes(10))) func emptyAndTextFilesAreUnreadable() throws {
    let directory = try scratchDirectory()
    let empty = directory.appendingPathComponent("empty.mp4")
    let text = directory.appendingPathComponent("notes.mp4")
    try Data().write(to: empty)
    try Data("this is not a video\n".utf8).write(to: text)
    for url in [empty, text] {
        guard case .unreadable = failureReading(url) else {
            Issue.record("\(url.lastPathComponent) should be unreadable")
            continue
        }
    }
}

@Test(.tags(.process), .timeLimit(.minutes(10))) func audioOnlyFileHasNoVideo() throws {
    let url = try scratchDirectory().appendingPathComponent("tone.m4a")
    try runTool("ffmpeg", ["-f", "lavfi", "-i", "sine=frequency=440:duration=1", "-c:a", "aac", url.path])
    #expect(failureReading(url) == .noVideoStream(path: url.path))
}

/// A truncated file is an error at the frame where it broke, never a short read.
@Test(.tags(.process), .timeLimit(.minutes(10)), arguments: TruncatedVideo.cases)
func truncatedFileNamesTheFrameWhereItBroke(_ name: String, _ arguments: [String]) throws {
    let truncated = try TruncatedVideo.make(name, arguments)
    guard case .corrupt(_, let frameIndex, let time, _)? = failureReading(truncated) else {
        Issue.record("\(name) cut at 60 % should be reported as corrupt")
        return
    }
    #expect((10..<60).contains(frameIndex), "broke at frame \(frameIndex) of 60")
    #expect(time.map { $0 > 0.3 && $0 < 2 } == true)
}

/// A moov-at-end MP4 cut short loses its index: unreadable, with FFmpeg's reason.
@Test(.tags(.process), .timeLimit(.minutes(10))) func truncatedMP4WithoutIndexIsUnreadable() throws {
    let directory = try scratchDirectory()
    let whole = try CLIFixture.h264.make(in: directory)
    let truncated = directory.appendingPathComponent("cut.mp4")
    let bytes = try Data(contentsOf: whole)
    try bytes.prefix(bytes.count / 2).write(to: truncated)
    guard case .unreadable? = failureReading(truncated) else {
        Issue.record("a cut MP4 without its index should be unreadable")
        return
    }
}
