import Foundation
import KinesiaMedia
import Testing

/// A listing pass (`nextStamp()`, no pixels converted) says of every frame what the frames
/// themselves say: index, time and upright size, for every codec, the rotated file, the
/// 10-bit one (converted by swscale) and a frame-rate cap.
@Test(arguments: CLIFixture.all)
func stampsAreWhatTheFramesSay(_ fixture: CLIFixture) throws {
    let url = try fixture.make(in: scratchDirectory())
    for options in [FrameSourceOptions(), FrameSourceOptions(mirrored: true, maximumFrameRate: 12)] {
        let expected = try FileFrameSource(url: url, options: options).readAll().map {
            FrameStamp(index: $0.index, timestamp: $0.timestamp, width: $0.image.width, height: $0.image.height)
        }
        let source = try FileFrameSource(url: url, options: options)
        var stamps: [FrameStamp] = []
        while let stamp = try source.nextStamp() { stamps.append(stamp) }
        #expect(expected.count > 10)
        #expect(stamps == expected, "\(fixture) with \(options)")
    }
}
