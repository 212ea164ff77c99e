import Foundation
import KinesiaMedia
import KinesiaTestSupport
import Testing

/// Our timestamps and frame counts are FFmpeg's own, on every container and codec.
@Test(.tags(.process), .timeLimit(.minutes(10)), arguments: CLIFixture.all)
func framesMatchFFprobe(_ fixture: CLIFixture) throws {
    let url = try fixture.make(in: scratchDirectory())
    let frames = try FileFrameSource(url: url).readAll()
    #expect(frames.map { microseconds($0.timestamp) } == (try probedTimestamps(url)))
    #expect(frames.map(\.index) == Array(frames.indices))
    #expect(frames.allSatisfy { $0.image.bytes.count == $0.image.width * $0.image.height * 3 })
}

/// Decoder threads change the order work is done in, never the pixels.
@Test(.tags(.process), .timeLimit(.minutes(10)), arguments: [CLIFixture.h264, CLIFixture.vp9, CLIFixture.tenBit])
func digestsAreTheSameEveryTimeAndForAnyThreadCount(_ fixture: CLIFixture) throws {
    let url = try fixture.make(in: scratchDirectory())
    func digests(threads: Int) throws -> [String] {
        try FileFrameSource(url: url, options: FrameSourceOptions(decoderThreads: threads)).readAll().map(\.image.digest)
    }
    let single = try digests(threads: 1)
    #expect(single.count == 60)
    #expect(Set(single).count == single.count, "every frame of the moving test source differs")
    #expect(try digests(threads: 2) == single)
    #expect(try digests(threads: 2) == single)
}

/// Real phone and web videos, not just synthetic ones.
@Test(.tags(.process), .timeLimit(.minutes(10)), .needsSharedData,
      arguments: ["tfjs-squats/pose_squats.mp4", "mediapipe-docs/pose_world_landmarks.mp4"])
func realVideosMatchFFprobe(_ relativePath: String) throws {
    let url = SharedData.root.appendingPathComponent(relativePath)
    let source = try FileFrameSource(url: url)
    var timestamps: [String] = []  // not the frames: full-size pictures add up
    while let frame = try source.next() { timestamps.append(microseconds(frame.timestamp)) }
    #expect(timestamps == (try probedTimestamps(url)))
}
