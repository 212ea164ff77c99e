import Foundation
import KinesiaMedia
import KinesiaTestSupport
import Testing

/// `skippedLeadingFrames`: a stream that starts late is the whole stream less its first frames,
/// the same pixels at the same timestamps, from either file source, with or without a cap.
struct LeadingFrameSkipTests {
    /// h264 with B-frames (frames come out of the decoder out of packet order), 60 frames at 30 fps.
    static let video = Result { try CLIFixture.h264.make(in: scratchDirectory()) }

    static func frames(_ options: FrameSourceOptions, prefetching: Bool) throws -> [TimedFrame] {
        let url = try video.get()
        return prefetching
            ? try PrefetchingFrameSource(url: url, options: options, capacity: 2).readAll()
            : try FileFrameSource(url: url, options: options).readAll()
    }

    /// Index, timestamp and pixel digest: what a frame is, short enough for a failure message.
    static func listing(_ frames: some Sequence<TimedFrame>) -> [String] {
        frames.map { "\($0.index) \($0.timestamp) \($0.image.digest)" }
    }

    @Test(.tags(.process), .timeLimit(.minutes(10)), arguments: [false, true], [nil, 12.0])
    func skippedStreamIsTheWholeStreamLessItsFirstFrames(prefetching: Bool, maximumFrameRate: Double?) throws {
        let whole = try Self.frames(FrameSourceOptions(maximumFrameRate: maximumFrameRate), prefetching: prefetching)
        #expect(whole.count >= 24)
        for skipped in [1, 3] {
            let late = try Self.frames(
                FrameSourceOptions(maximumFrameRate: maximumFrameRate, skippedLeadingFrames: skipped), prefetching: prefetching)
            #expect(Self.listing(late) == Self.listing(whole.dropFirst(skipped)), "skipping \(skipped)")
        }
    }

    /// Counted after the cap: at 12 fps from 30 fps the second frame delivered is the file's third.
    @Test(.tags(.process), .timeLimit(.minutes(10))) func theCapDecidesWhichFramesAreSkipped() throws {
        let late = try Self.frames(FrameSourceOptions(maximumFrameRate: 12, skippedLeadingFrames: 1), prefetching: false)
        #expect(late.prefix(3).map(\.index) == [2, 4, 7])
    }

    @Test(.tags(.process), .timeLimit(.minutes(10)), arguments: [false, true])
    func skippingMoreFramesThanTheFileHasIsAnEmptyStream(prefetching: Bool) throws {
        #expect(try Self.frames(FrameSourceOptions(skippedLeadingFrames: 61), prefetching: prefetching).isEmpty)
        #expect(try Self.frames(FrameSourceOptions(skippedLeadingFrames: 60), prefetching: prefetching).isEmpty)
        #expect(try Self.frames(FrameSourceOptions(skippedLeadingFrames: 59), prefetching: prefetching).map(\.index) == [59])
    }
}
