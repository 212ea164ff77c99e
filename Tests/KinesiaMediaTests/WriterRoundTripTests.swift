import Foundation
import KinesiaMedia
import Testing

@Test func writtenVideoDecodesWithItsTimestampsAndCloseToItsPictures() throws {
    let url = try scratchDirectory().appendingPathComponent("pattern.mp4")
    let times = [0, 0.04, 0.1, 0.5, 0.52, 1.3]
    try writePatternVideo(to: url, count: times.count, timestamps: times)
    let frames = try FileFrameSource(url: url).readAll()
    #expect(frames.map(\.timestamp) == times)
    #expect(frames.map(\.index) == Array(0..<times.count))
    for (index, frame) in frames.enumerated() {
        #expect(meanAbsoluteDifference(frame.image, testPattern(width: 96, height: 64, step: index)) < 3)
    }
}

@Test func pngStillsRoundTripExactly() throws {
    let url = try scratchDirectory().appendingPathComponent("still.png")
    let image = testPattern(width: 33, height: 17, step: 5)
    try PNGFile.write(image, to: url)
    #expect(try PNGFile.read(url) == image)
}
