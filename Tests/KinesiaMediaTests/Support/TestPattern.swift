import Foundation
import KinesiaMedia

/// A picture whose every quarter looks different (so turns and flips show), smooth enough
/// for a lossy codec to keep, and changing with `step` so frames differ.
func testPattern(width: Int, height: Int, step: Int = 0) -> RGBImage {
    var image = RGBImage(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            image[x, y] = RGBPixel(red: UInt8(x * 255 / max(width - 1, 1)),
                                   green: UInt8(y * 255 / max(height - 1, 1)),
                                   blue: UInt8((step * 16) % 256))
        }
    }
    // A bright block near the top-left corner: its position gives the orientation away.
    for y in (height / 8)..<(height / 8 + height / 6) {
        for x in (width / 8)..<(width / 8 + width / 5) {
            image[x, y] = RGBPixel(red: 255, green: 255, blue: 255)
        }
    }
    return image
}

/// Mean absolute difference per byte: how close two decodes of lossy encodes are.
func meanAbsoluteDifference(_ a: RGBImage, _ b: RGBImage) -> Double {
    precondition(a.width == b.width && a.height == b.height)
    var total = 0
    for (x, y) in zip(a.bytes, b.bytes) { total += abs(Int(x) - Int(y)) }
    return Double(total) / Double(max(a.bytes.count, 1))
}

/// Writes `count` pattern frames at the given timestamps (default 25 fps) with the writer.
func writePatternVideo(to url: URL, width: Int = 96, height: Int = 64, count: Int = 12,
                       timestamps: [Double]? = nil, codec: VideoWriter.Codec = .mpeg4,
                       displayRotation: ImageRotation = .none,
                       transform: (RGBImage) -> RGBImage = { $0 }) throws {
    let writer = try VideoWriter(url: url, width: width, height: height, codec: codec, displayRotation: displayRotation)
    for index in 0..<count {
        let time = timestamps?[index] ?? Double(index) / 25
        try writer.append(transform(testPattern(width: width, height: height, step: index)), at: time)
    }
    try writer.finish()
}
