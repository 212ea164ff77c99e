/// What a source does with a frame the consumer was too slow to take.
public enum DropPolicy: String, Sendable, Hashable {
    /// Every frame is delivered, however slow the consumer (files).
    case never
    /// A frame replaced by a newer one before the consumer asked is dropped and counted (live).
    case dropLate
}
