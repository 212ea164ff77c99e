/// Where poses come from: a recording, a video through a pose model, or a live camera.
///
/// `makePoses()` yields poses in capture order and throws when the source breaks (a
/// truncated video, an unreadable recording). A live provider never ends; a file always does.
public protocol PoseProvider: Sendable {
    associatedtype Poses: AsyncSequence<Pose, any Error>

    func makePoses() -> Poses
}

extension PoseProvider {
    /// Poses until the source ends or breaks; a broken source just ends here. Use
    /// `readAll()` or `MotionSession.sourceError` to learn why it ended.
    public func poses() -> PosesUntilFailure<Poses> { PosesUntilFailure(base: makePoses()) }

    /// Every pose at once, to save or reuse them; throws if the source can't be read.
    public func readAll() async throws -> [Pose] {
        var all: [Pose] = []
        for try await pose in makePoses() { all.append(pose) }
        return all
    }
}

/// A pose sequence that ends, instead of throwing, where its source breaks.
public struct PosesUntilFailure<Base: AsyncSequence<Pose, any Error>>: AsyncSequence {
    let base: Base

    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator?

        public mutating func next() async -> Pose? {
            do {
                if let pose = try await base?.next() { return pose }
            } catch {}
            base = nil
            return nil
        }
    }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: base.makeAsyncIterator()) }
}
