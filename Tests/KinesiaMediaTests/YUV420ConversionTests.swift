import Foundation
@testable import KinesiaMedia
import KinesiaTestSupport
import Testing

/// The documented yuv420p → RGB formula (see `YUV420Converter`), one pixel at a time.
private func documentedRGB(y: UInt8, cb: UInt8, cr: UInt8) -> [UInt8] {
    let c = 298 * (Int(y) - 16) + 128, d = Int(cb) - 128, e = Int(cr) - 128
    return [c + 409 * e, c - 100 * d - 208 * e, c + 516 * d].map { UInt8(min(max($0 >> 8, 0), 255)) }
}

/// yuv420p frames come out exactly as the formula says: the 16-pixel groups and the tail of
/// each row alike, with one decoder thread or two. The decoded planes come from ffmpeg.
@Test(.tags(.process), .timeLimit(.minutes(10))) func yuv420FramesFollowTheDocumentedFormulaForAnyThreadCount() throws {
    let directory = try scratchDirectory()
    // 170 pixels a row: ten 16-pixel groups and a 10-pixel tail.
    let (width, height) = (170, 98)
    let video = directory.appendingPathComponent("yuv420.mp4")
    try runTool("ffmpeg", ["-f", "lavfi", "-i", "testsrc2=size=\(width)x\(height):rate=30:duration=0.5",
                           "-c:v", "libx264", "-preset", "ultrafast", "-bf", "2", "-pix_fmt", "yuv420p", video.path])
    let raw = directory.appendingPathComponent("planes.yuv")
    try runTool("ffmpeg", ["-i", video.path, "-vsync", "passthrough", "-f", "rawvideo", "-pix_fmt", "yuv420p", raw.path])
    let planes = [UInt8](try Data(contentsOf: raw))
    let (chromaWidth, chromaHeight) = ((width + 1) / 2, (height + 1) / 2)
    let frameSize = width * height + 2 * chromaWidth * chromaHeight

    var expected: [[UInt8]] = []
    for start in stride(from: 0, to: planes.count, by: frameSize) {
        let cbStart = start + width * height, crStart = cbStart + chromaWidth * chromaHeight
        var rgb: [UInt8] = []
        for row in 0..<height {
            for column in 0..<width {
                let chroma = (row / 2) * chromaWidth + column / 2
                rgb += documentedRGB(y: planes[start + row * width + column], cb: planes[cbStart + chroma], cr: planes[crStart + chroma])
            }
        }
        expected.append(rgb)
    }
    #expect(expected.count == 15)
    for threads in [1, 2] {
        let frames = try FileFrameSource(url: video, options: FrameSourceOptions(decoderThreads: threads)).readAll()
        #expect(frames.count == expected.count)
        for (index, (frame, reference)) in zip(frames, expected).enumerated() {
            let differing = zip(frame.image.bytes, reference).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(index), decoder threads \(threads): bytes differ from the formula")
        }
    }
}

/// The formula is swscale's default matrix: FFmpeg's own rgb24 differs only by its chroma
/// interpolation and rounding, never by channel order or colour.
@Test(.tags(.process), .timeLimit(.minutes(10))) func yuv420FramesAgreeWithFFmpegsRGB() throws {
    let directory = try scratchDirectory()
    let video = directory.appendingPathComponent("yuv420.mp4")
    try runTool("ffmpeg", ["-f", "lavfi", "-i", "testsrc2=size=160x120:rate=30:duration=0.2",
                           "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", video.path])
    let raw = directory.appendingPathComponent("frames.rgb")
    try runTool("ffmpeg", ["-i", video.path, "-vsync", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgb24", raw.path])
    let reference = [UInt8](try Data(contentsOf: raw))
    let frames = try FileFrameSource(url: video).readAll()
    #expect(reference.count == frames.count * 160 * 120 * 3)
    for (index, frame) in frames.enumerated() {
        let theirs = RGBImage(width: 160, height: 120, bytes: Array(reference[(index * 57_600)..<((index + 1) * 57_600)]))
        #expect(meanAbsoluteDifference(frame.image, theirs) < 1.5, "frame \(index)")
    }
}

/// The sixteen-pixel path release builds ship gives the one-pixel path's bytes, on random planes
/// with padded rows, whole groups and tails: debug builds take the one-pixel path, so this is
/// where the shipping path is checked in `swift test`.
@Test(.tags(.process), .timeLimit(.minutes(10)), arguments: [16, 170, 33])
func sixteenPixelsAStepGiveTheBytesOfOneAtATime(width: Int) {
    var generator = SystemRandomNumberGenerator()
    let height = 7, lumaStride = width + 5, chromaStride = (width + 1) / 2 + 3
    let luma = (0..<(lumaStride * height)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let blue = (0..<(chromaStride * (height + 1) / 2)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let red = (0..<(chromaStride * (height + 1) / 2)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let images = [true, false].map { bySixteen in
        luma.withUnsafeBufferPointer { luma in
            blue.withUnsafeBufferPointer { blue in
                red.withUnsafeBufferPointer { red in
                    YUV420Converter.rgbImage(from: YUV420Converter.Planes(
                        width: width, height: height, luma: luma.baseAddress!, lumaStride: lumaStride,
                        blueDifference: blue.baseAddress!, redDifference: red.baseAddress!, chromaStride: chromaStride),
                        bySixteen: bySixteen)
                }
            }
        }
    }
    #expect(images[0].bytes == images[1].bytes)
    // Each pixel as the documented formula says, so neither path can be wrong alike.
    for row in 0..<height {
        for column in 0..<width {
            let chroma = (row / 2) * chromaStride + column / 2
            let expected = documentedRGB(y: luma[row * lumaStride + column], cb: blue[chroma], cr: red[chroma])
            let at = (row * width + column) * 3
            #expect(Array(images[0].bytes[at..<at + 3]) == expected, "pixel (\(column), \(row))")
        }
    }
}
