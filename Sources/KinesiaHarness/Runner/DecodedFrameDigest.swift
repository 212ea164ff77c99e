import Foundation
import KinesiaMedia
import KinesiaResults
import Synchronization

/// The decoded-frame stage of one video run: hears every frame the video source delivers
/// (through `ObservedFrameSource`) and digests its index, timestamp, size, orientation and
/// pixels (`PixelHash`) in delivery order.
public final class DecodedFrameDigest: Sendable {
    private let hasher = Mutex(StageHasher())

    public init() {}

    public func record(_ frame: TimedFrame) {
        let pixels = frame.image.bytes.withUnsafeBytes { PixelHash.xxh64($0) }
        var bytes = CanonicalBytes()
        bytes.append(frame.index)
        bytes.append(frame.timestamp)
        bytes.append(frame.image.width)
        bytes.append(frame.image.height)
        bytes.append(frame.sourceOrientation.rawValue)
        bytes.append(frame.mirrored ? 1 : 0)
        bytes.append(pixels)
        hasher.withLock { $0.add(bytes) }
    }

    public func finish() -> StageDigest { hasher.withLock { $0.finish() } }
}

extension DecodedFrameDigest {
    /// Every frame of a video file, as the runner's decoded-frame stage digests them: the pin of
    /// a rendered fixture (`kinesia render`), which holds wherever the decoder gives the same
    /// pictures even if an encoder elsewhere wrote other bytes.
    public static func digest(ofVideoAt url: URL) throws -> StageDigest {
        let source = try FileFrameSource(url: url)
        defer { source.close() }
        let digest = DecodedFrameDigest()
        while let frame = try source.next() { digest.record(frame) }
        return digest.finish()
    }
}
