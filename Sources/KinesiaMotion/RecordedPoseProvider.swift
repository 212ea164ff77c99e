/// Replays poses as if they came from the camera.
///
/// `realTime: false` delivers them as fast as possible (tests); `realTime: true` waits
/// between poses by their timestamp deltas, so a demo looks live. Timing is taken from the
/// poses alone: the pacer only sleeps, it never reads a clock.
public struct RecordedPoseProvider: PoseProvider {
    public let recordedPoses: [Pose]
    public let realTime: Bool
    private let pacer: any PosePacer

    public init(_ poses: [Pose], realTime: Bool = false, pacer: any PosePacer = TaskSleepPacer()) {
        self.recordedPoses = poses
        self.realTime = realTime
        self.pacer = pacer
    }

    public func makePoses() -> Replay { Replay(poses: recordedPoses, pacer: realTime ? pacer : nil) }

    public struct Replay: AsyncSequence {
        let poses: [Pose]
        let pacer: (any PosePacer)?

        public struct AsyncIterator: AsyncIteratorProtocol {
            let poses: [Pose]
            let pacer: (any PosePacer)?
            var index = 0

            public mutating func next() async throws -> Pose? {
                guard index < poses.count else { return nil }
                if let pacer, index > 0 {
                    try await pacer.wait(seconds: poses[index].timestamp - poses[index - 1].timestamp)
                }
                defer { index += 1 }
                return poses[index]
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(poses: poses, pacer: pacer) }
    }
}

/// Waits between replayed poses. Injected so tests can pace without sleeping.
public protocol PosePacer: Sendable {
    func wait(seconds: Double) async throws
}

/// Sleeps for the gap between two poses; cancellation ends the replay.
public struct TaskSleepPacer: PosePacer {
    public init() {}

    public func wait(seconds: Double) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}
