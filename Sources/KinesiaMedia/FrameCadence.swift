/// A frame-rate cap decided by stream time alone, so the same file always keeps the same
/// frames however fast it is decoded.
///
/// Stream time is cut into slots of `1 / maximumFrameRate` seconds counted from the first
/// frame. A frame is kept when it lies no more than `slotTolerance` of a slot before the
/// next free slot, and then claims the slot nearest to it. A video at or near the cap keeps
/// every frame however its stamps jitter (a phone's 90 kHz clock, 29.97 or 30.03 fps, a
/// millisecond time base that makes 1/30 s a hair short), while a faster video is thinned to
/// about the cap: 60 fps keeps every second frame, 120 fps every fourth.
public struct FrameCadence: Sendable, Hashable {
    public let maximumFrameRate: Double?
    private var origin: Double?
    private var nextSlot = 0

    /// How early, in slots, a frame may come and still take the next slot. Below one half, so
    /// that a 60 fps frame (half a slot after its predecessor) is never kept against a 30 fps
    /// cap, and well above a phone's jitter (±2 ms is 0.06 of a 30 fps slot).
    package static let slotTolerance = 0.4

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
        // Stamps are exact rationals stored as Doubles: the slack keeps a frame that sits
        // exactly on the tolerance's edge on it.
        let position = (timestamp - origin) * rate
        guard position + Self.slack >= Double(nextSlot) - Self.slotTolerance else { return false }
        // With the tolerance below one half, the nearest slot is never an earlier one.
        nextSlot = Int(position.rounded(.toNearestOrAwayFromZero)) + 1
        return true
    }
}
