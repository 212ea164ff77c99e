import Foundation
import KinesiaMedia
import KinesiaTestSupport
import Testing

/// The same pictures written with and without a display rotation: mpeg4 encodes them to the
/// same bytes, so the upright frames must equal the plain ones turned, exactly.
@Test(.tags(.process), .timeLimit(.minutes(10)), arguments: [ImageRotation.clockwise90, .clockwise180, .clockwise270])
func rotatedFileYieldsUprightFrames(_ rotation: ImageRotation) throws {
    let directory = try scratchDirectory()
    let plain = directory.appendingPathComponent("plain.mp4")
    let turned = directory.appendingPathComponent("turned.mp4")
    try writePatternVideo(to: plain, count: 6)
    try writePatternVideo(to: turned, count: 6, displayRotation: rotation)
    // ffprobe reports the angle counter-clockwise.
    #expect((try probedRotation(turned) + 360) % 360 == rotation.inverse.degrees)

    let source = try FileFrameSource(url: turned)
    #expect(source.sourceOrientation == rotation)
    let upright = try source.readAll()
    let original = try FileFrameSource(url: plain).readAll()
    #expect(upright.count == 6)
    for (frame, reference) in zip(upright, original) {
        #expect(frame.sourceOrientation == rotation)
        #expect(frame.image.width == (rotation.swapsDimensions ? 64 : 96))
        #expect(frame.image == reference.image.rotated(rotation))
        #expect(frame.timestamp == reference.timestamp)
    }
}

/// Ground truth is what FFmpeg's own player logic shows: a file tagged `rotate=90` by the
/// command line is turned 270° clockwise, exactly as `ffmpeg -i it out.png` autorotates it.
@Test(.tags(.process), .timeLimit(.minutes(10))) func commandLineRotationMatchesFFmpegsAutorotate() throws {
    let directory = try scratchDirectory()
    let url = try CLIFixture.rotated.make(in: directory)
    let frame = try #require(try FileFrameSource(url: url).next())
    #expect(frame.sourceOrientation == .clockwise270)
    #expect((frame.image.width, frame.image.height) == (120, 160))

    let still = directory.appendingPathComponent("autorotated.png")
    try runTool("ffmpeg", ["-i", url.path, "-frames:v", "1", "-sws_flags", "bitexact+accurate_rnd+bilinear", still.path])
    let reference = try PNGFile.read(still)
    #expect((reference.width, reference.height) == (120, 160))
    // The command line converts colour with other filters, so compare closeness: ours is
    // near FFmpeg's picture and far nearer than the same picture turned any other way.
    let ours = meanAbsoluteDifference(frame.image, reference)
    let turnedAround = meanAbsoluteDifference(frame.image.rotated(.clockwise180), reference)
    #expect(ours < 6)
    #expect(ours * 4 < turnedAround)
}

/// A selfie video that kept the mirror image gives back the scene as a rear camera saw it.
@Test(.tags(.process), .timeLimit(.minutes(10))) func mirroredFileYieldsTheOriginalPixels() throws {
    let directory = try scratchDirectory()
    let plain = directory.appendingPathComponent("plain.mp4")
    let selfie = directory.appendingPathComponent("selfie.mp4")
    try writePatternVideo(to: plain, count: 4)
    try writePatternVideo(to: selfie, count: 4) { $0.flippedHorizontally() }
    let original = try FileFrameSource(url: plain).readAll()
    let asIs = try FileFrameSource(url: selfie).readAll()
    let unmirrored = try FileFrameSource(url: selfie, options: FrameSourceOptions(mirrored: true)).readAll()
    #expect(unmirrored.count == 4)
    for ((frame, stored), reference) in zip(zip(unmirrored, asIs), original) {
        #expect(frame.mirrored)
        #expect(frame.image == stored.image.flippedHorizontally())
        #expect(meanAbsoluteDifference(frame.image, reference.image) < 1.5)
        #expect(meanAbsoluteDifference(stored.image, reference.image) > 20)
    }
}

@Test(.tags(.process), .timeLimit(.minutes(10))) func quarterTurnsMovePixelsClockwise() {
    var image = RGBImage(width: 3, height: 2)
    let marker = RGBPixel(red: 9, green: 8, blue: 7)
    image[0, 0] = marker
    #expect(image.rotated(.clockwise90)[1, 0] == marker)
    #expect(image.rotated(.clockwise180)[2, 1] == marker)
    #expect(image.rotated(.clockwise270)[0, 2] == marker)
    #expect(image.flippedHorizontally()[2, 0] == marker)
    for rotation in ImageRotation.allCases {
        #expect(image.rotated(rotation).rotated(rotation.inverse) == image)
    }
    #expect(ImageRotation(nearestTo: -90.0000025) == .clockwise270)
    #expect(ImageRotation(nearestTo: 450) == .clockwise90)
}
