import Foundation
import KinesiaMedia
import KinesiaTestSupport
import Testing

/// Frames until the end or the first error, and that error: what a consumer sees.
private func readUntilFailure(_ source: some FrameSource) -> (frames: [TimedFrame], error: MediaError?) {
    var frames: [TimedFrame] = []
    do {
        while let frame = try source.next() { frames.append(frame) }
        return (frames, nil)
    } catch {
        return (frames, error as? MediaError)
    }
}

/// How many of this process's file descriptors are open on `url`: the decoding thread holds
/// one while it lives.
private func openDescriptors(on url: URL) -> Int {
    let folder = "/proc/self/fd"
    let path = url.resolvingSymlinksInPath().path
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).count {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)")) == path
    }
}

/// 600 small frames, far more than the prefetch buffer holds; made once for the tests that
/// stop early, each of which reads its own copy (`longVideo()`): they count the descriptors
/// open on their file, and tests run side by side.
private let longVideoMade = Result { () throws -> URL in
    let url = try scratchDirectory().appendingPathComponent("long.mp4")
    try runTool("ffmpeg", ["-f", "lavfi", "-i", "testsrc2=size=64x48:rate=30:duration=20",
                           "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", url.path])
    return url
}

private func longVideo() throws -> URL {
    let copy = try scratchDirectory().appendingPathComponent("long.mp4")
    try FileManager.default.copyItem(at: try longVideoMade.get(), to: copy)
    return copy
}

@Test(.tags(.process), .timeLimit(.minutes(10)), arguments: CLIFixture.all)
func prefetchedFramesAreTheFileSourcesFrames(_ fixture: CLIFixture) throws {
    let url = try fixture.make(in: scratchDirectory())
    for options in [FrameSourceOptions(), FrameSourceOptions(mirrored: true, maximumFrameRate: 12)] {
        let expected = try FileFrameSource(url: url, options: options).readAll()
        let prefetched = try PrefetchingFrameSource(url: url, options: options, capacity: 2).readAll()
        #expect(expected.count > 10)
        #expect(prefetched == expected, "\(fixture) with \(options)")
    }
}

@Test(.tags(.process), .timeLimit(.minutes(10))) func openingErrorsAreTheFileSources() throws {
    func failure(_ open: () throws(MediaError) -> Void) -> MediaError? {
        do { try open() } catch { return error }
        return nil
    }
    let directory = try scratchDirectory()
    let text = directory.appendingPathComponent("notes.mp4")
    try Data("this is not a video\n".utf8).write(to: text)
    for url in [directory.appendingPathComponent("absent.mp4"), text] {
        let expected = failure { () throws(MediaError) in _ = try FileFrameSource(url: url) }
        #expect(expected != nil)
        #expect(failure { () throws(MediaError) in _ = try PrefetchingFrameSource(url: url) } == expected)
    }
}

/// A truncated file breaks at the same frame with the same error, after the same frames.
@Test(.tags(.process), .timeLimit(.minutes(10)), arguments: TruncatedVideo.cases)
func truncatedFileBreaksAtTheSameFrame(_ name: String, _ arguments: [String]) throws {
    let truncated = try TruncatedVideo.make(name, arguments)
    let expected = readUntilFailure(try FileFrameSource(url: truncated))
    let prefetched = readUntilFailure(try PrefetchingFrameSource(url: truncated))
    guard case .corrupt(let path, let frameIndex, _, _)? = prefetched.error else {
        Issue.record("\(name) cut at 60 % should be reported as corrupt, got \(String(describing: prefetched.error))")
        return
    }
    #expect(path == truncated.path && frameIndex >= 10)
    #expect(prefetched.error == expected.error)
    #expect(prefetched.frames == expected.frames)
}

@Test(.tags(.process), .timeLimit(.minutes(10))) func closingEarlyStopsTheDecodingThread() throws {
    let url = try longVideo()
    let source = try PrefetchingFrameSource(url: url)
    #expect(try source.next()?.index == 0)
    #expect(try source.next()?.index == 1)
    #expect(openDescriptors(on: url) == 1)
    source.close()
    #expect(openDescriptors(on: url) == 0, "the decoding thread still holds the file")
    #expect(try source.next() == nil)
}

@Test(.tags(.process), .timeLimit(.minutes(10))) func droppingTheSourceStopsTheDecodingThread() throws {
    let url = try longVideo()
    do {
        let source = try PrefetchingFrameSource(url: url)
        #expect(try source.next()?.index == 0)
        #expect(openDescriptors(on: url) == 1)
    }
    #expect(openDescriptors(on: url) == 0, "the decoding thread still holds the file")
}

@Test(.tags(.process), .timeLimit(.minutes(10))) func cancellationStopsTheDecodingThread() async throws {
    let url = try longVideo()
    let delivered = try await Task {
        let source = try PrefetchingFrameSource(url: url)
        var frames = 0
        do {
            while try source.next() != nil {
                frames += 1
                if frames == 2 { withUnsafeCurrentTask { $0?.cancel() } }
            }
            Issue.record("a cancelled task read to the end")
        } catch is CancellationError {
            #expect(openDescriptors(on: url) == 0, "the decoding thread still holds the file")
        }
        return frames
    }.value
    #expect(delivered == 2)
}
