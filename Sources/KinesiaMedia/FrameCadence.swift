/// A frame-rate cap decided by stream time alone, so the same file always keeps the same
/// frames however fast it is decoded: the first frame is kept, and afterwards a frame is
/// kept when its timestamp reaches the next slot of `1 / maximumFrameRate` seconds counted
/// from the first kept frame.
public struct FrameCadence: Sendable, Hashable {
    public let maximumFrameRate: Double?
    private var origin: Double?
    private var nextSlot = 0

    /// Timestamps are read as exact rationals but stored as Double; this slack keeps a frame
    /// sitting exactly on a slot (1/60 s steps against a 30 fps cap) from missing it.
    private static let slack = 1e-6

    public init(maximumFrameRate: Double?) {
        precondition(maximumFrameRate.map { $0 > 0 && $0.isFinite } ?? true, "maximumFrameRate must be positive")
        self.maximumFrameRate = maximumFrameRate
    }

    /// Whether the frame at `timestamp` is kept. Call once per frame, in order.
    public mutating func admits(_ timestamp: Double) -> Bool {
        guard let rate = maximumFrameRate else { return true }
        guard let origin else {
            self.origin = timestamp
            nextSlot = 1
            return true
        }
        let position = (timestamp - origin) * rate + Self.slack * rate
        guard position >= Double(nextSlot) else { return false }
        nextSlot = Int(position.rounded(.down)) + 1
        return true
    }
}
