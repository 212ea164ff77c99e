import KinesiaMedia
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
