import Foundation
import KinesiaMedia
import Testing

/// 25 fps pattern video: one second, 25 frames.
private func oneSecondClip() throws -> URL {
    let url = try scratchDirectory().appendingPathComponent("clip.mp4")
    try writePatternVideo(to: url, width: 32, height: 32, count: 25)
    return url
}

@Test func liveSourceDropsFramesASlowConsumerMissesAndCountsThem() throws {
    let clock = ManualPacingClock()
    let source = LivePacedFrameSource(upstream: try FileFrameSource(url: oneSecondClip()), clock: clock)
    var delivered: [Int] = []
    while let frame = try source.next() {
        delivered.append(frame.index)
        clock.advance(by: 0.107)  // the consumer needs 107 ms, the camera delivers every 40 ms
    }
    // At 0, 0.107, 0.214 … s the newest frame is the one at 0, 0.08 (index 2), 0.2 (index 5) …
    #expect(delivered == [0, 2, 5, 8, 10, 13, 16, 18, 21, 24])
    #expect(source.droppedFrameCount == 25 - delivered.count)
}

@Test func liveSourceWithAFastConsumerDeliversEveryFrameOnTime() throws {
    let clock = ManualPacingClock()
    let source = LivePacedFrameSource(upstream: try FileFrameSource(url: oneSecondClip()), clock: clock)
    var lateness: [Double] = []
    let start = clock.now()
    while let frame = try source.next() { lateness.append(clock.now() - start - frame.timestamp) }
    #expect(lateness.count == 25)
    #expect(lateness.allSatisfy { abs($0) < 1e-9 })
    #expect(source.droppedFrameCount == 0)
}

@Test func fileSourceNeverDropsHoweverSlowTheConsumer() throws {
    let source = try FileFrameSource(url: oneSecondClip())
    var count = 0
    while try source.next() != nil {
        Thread.sleep(forTimeInterval: 0.004)
        count += 1
    }
    #expect(count == 25)
    #expect(source.droppedFrameCount == 0)
}

@Test func closingStopsASource() throws {
    let source = try FileFrameSource(url: oneSecondClip())
    #expect(try source.next() != nil)
    source.close()
    #expect(try source.next() == nil)
}
