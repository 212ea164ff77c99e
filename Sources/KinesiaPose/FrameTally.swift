import Synchronization

/// What a pose provider's frame source delivered and dropped, counted as the frames go by:
/// a live session reports its dropped frames (a consumer too slow for the camera) from it.
/// Shared between the provider's iterator and whoever reads it, so it is a locked box.
public final class FrameTally: Sendable {
    public struct Counts: Sendable, Hashable {
        /// Frames the source delivered and the estimator looked at.
        public var delivered = 0
        /// Of those, frames in which no person was found (no pose).
        package var withoutPerson = 0
        /// Frames the source dropped because the consumer was late (live sources only).
        public var dropped = 0

        public init(delivered: Int = 0, withoutPerson: Int = 0, dropped: Int = 0) {
            self.delivered = delivered
            self.withoutPerson = withoutPerson
            self.dropped = dropped
        }
    }

    private let state = Mutex(Counts())

    public init() {}

    public var counts: Counts { state.withLock { $0 } }

    func record(frameWithPerson: Bool, droppedSoFar: Int) {
        state.withLock { counts in
            counts.delivered += 1
            if !frameWithPerson { counts.withoutPerson += 1 }
            counts.dropped = droppedSoFar
        }
    }
}
