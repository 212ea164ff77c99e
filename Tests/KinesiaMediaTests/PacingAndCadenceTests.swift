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
    #expect(source.dropPolicy == .dropLate)
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
    #expect(source.dropPolicy == .never)
    var count = 0
    while try source.next() != nil {
        Thread.sleep(forTimeInterval: 0.004)
        count += 1
    }
    #expect(count == 25)
    #expect(source.droppedFrameCount == 0)
}

@Test func frameRateCapKeepsFramesByTimestamp() throws {
    var cadence = FrameCadence(maximumFrameRate: 30)
    let sixty = (0..<12).map { Double($0) / 60 }
    #expect(sixty.filter { cadence.admits($0) }.count == 6)

    // Uneven timestamps: kept when a 0.1 s slot from the first kept frame is reached.
    var tenPerSecond = FrameCadence(maximumFrameRate: 10)
    let uneven = [0.5, 0.55, 0.6, 0.61, 0.64, 0.9, 0.95, 1.0, 1.2]
    #expect(uneven.filter { tenPerSecond.admits($0) } == [0.5, 0.6, 0.9, 1.0, 1.2])

    let url = try oneSecondClip()
    let capped = try FileFrameSource(url: url, options: FrameSourceOptions(maximumFrameRate: 10)).readAll()
    #expect(capped.map(\.index) == [0, 3, 5, 8, 10, 13, 15, 18, 20, 23])
    let again = try FileFrameSource(url: url, options: FrameSourceOptions(maximumFrameRate: 10)).readAll()
    #expect(again == capped)
}

@Test func closingStopsASource() throws {
    let source = try FileFrameSource(url: oneSecondClip())
    #expect(try source.next() != nil)
    source.close()
    #expect(try source.next() == nil)
}
