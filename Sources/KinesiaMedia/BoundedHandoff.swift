import Dispatch
import Synchronization

/// A small first-in first-out queue between one producing thread and one consumer, both of
/// which block: the producer while the queue is full, the consumer while it is empty. The
/// consumer can stop the producer at any time; only Sendable values cross.
final class BoundedHandoff<Element: Sendable>: Sendable {
    private struct State {
        var elements: [Element] = []
        var stopped = false
    }

    private let state = Mutex(State())
    private let freeSlots = DispatchSemaphore(value: 0)
    private let readyElements = DispatchSemaphore(value: 0)

    init(capacity: Int) {
        precondition(capacity > 0, "a handoff needs room for at least one element")
        // Counted up rather than created at `capacity`: libdispatch traps when a semaphore is
        // released below its initial value, as a full queue would be.
        for _ in 0..<capacity { freeSlots.signal() }
    }

    /// Producer: waits for room, then appends `element`. False (and `element` discarded) once
    /// the consumer has stopped: the producer should finish.
    func put(_ element: Element) -> Bool {
        freeSlots.wait()
        let accepted = state.withLock { state in
            guard !state.stopped else { return false }
            state.elements.append(element)
            return true
        }
        if accepted { readyElements.signal() }
        return accepted
    }

    /// Consumer: the oldest element, waiting for the producer when there is none. Only call it
    /// when the producer will still put something (it has not ended and was not stopped).
    func take() -> Element {
        readyElements.wait()
        defer { freeSlots.signal() }
        return state.withLock { $0.elements.removeFirst() }
    }

    /// Consumer: wants nothing more. A producer waiting for room wakes up and is told to finish.
    func stop() {
        state.withLock { $0.stopped = true }
        freeSlots.signal()
    }
}
