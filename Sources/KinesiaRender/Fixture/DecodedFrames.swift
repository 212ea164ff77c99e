import Foundation
import KinesiaMedia
import KinesiaMotion

/// The pin of a rendered video: SHA-256 over every decoded frame's time, size and pixels,
/// in order. It holds wherever the decoder gives the same pictures, even if an encoder
/// elsewhere wrote other bytes.
public enum DecodedFrames {
    public static func digest(of url: URL) throws -> (digest: String, frames: Int) {
        let source = try FileFrameSource(url: url)
        defer { source.close() }
        var hash = SHA256()
        var count = 0
        while let frame = try source.next() {
            var header: [UInt8] = []
            for value in [UInt64(bitPattern: Int64((frame.timestamp * 1_000_000).rounded())), UInt64(frame.image.width), UInt64(frame.image.height)] {
                withUnsafeBytes(of: value.littleEndian) { header += $0 }
            }
            hash.update(header)
            hash.update(frame.image.bytes)
            count += 1
        }
        return (hash.finalize().map { String(format: "%02x", $0) }.joined(), count)
    }
}
