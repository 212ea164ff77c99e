import Foundation
import KinesiaMedia
import KinesiaMotion

/// Poses from frames: any `FrameSource` — a file, a paced file, a camera — through any
/// `PoseEstimator`. The live path and the fixture path are this one type; only the source
/// differs, and with it the drop policy.
///
/// Each iteration opens its own source and estimator on its first `next()`, so making the
/// sequence is free and a failure to open surfaces as a thrown error there. A frame without
/// a person yields a pose without points. The sequence ends with the source: at the end of a file, or when
/// the task is cancelled (a live session stopped).
public struct FramePoseProvider: PoseProvider {
    /// The frame-rate cap of poses estimated from frames when the configuration sets none:
    /// a deterministic cadence read off the frames' timestamps (`FrameCadence`).
    public static let defaultMaximumFrameRate = 30.0

    public typealias SourceFactory = @Sendable () throws -> any FrameSource

    private let makeSource: SourceFactory
    public let estimator: PoseEstimatorFactory
    /// What the source delivered and dropped, updated frame by frame.
    package let tally: FrameTally

    public init(source: @escaping SourceFactory, estimator: PoseEstimatorFactory, tally: FrameTally = FrameTally()) {
        makeSource = source
        self.estimator = estimator
        self.tally = tally
    }

    /// The frames a specification describes, as `SourceSpecification.makeFrameSource` builds them.
    public init(
        frames specification: SourceSpecification, estimator: PoseEstimatorFactory, tally: FrameTally = FrameTally(),
        clock: any PacingClock & Sendable = MonotonicPacingClock()
    ) {
        self.init(source: { try specification.makeFrameSource(clock: clock) }, estimator: estimator, tally: tally)
    }

    public func makePoses() -> Poses { Poses(provider: self) }

    public struct Poses: AsyncSequence {
        let provider: FramePoseProvider

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(provider: provider) }

        public struct AsyncIterator: AsyncIteratorProtocol {
            let provider: FramePoseProvider
            private var source: (any FrameSource)?
            private var estimator: (any PoseEstimator)?
            private var finished = false

            init(provider: FramePoseProvider) { self.provider = provider }

            public mutating func next() async throws -> Pose? {
                guard !finished else { return nil }
                do {
                    if source == nil {
                        source = try provider.makeSource()
                        estimator = try provider.estimator.makeEstimator()
                    }
                    guard let source, let estimator else { return nil }
                    while let frame = try source.next() {
                        let pose = try estimator.estimate(frame.image, at: frame.timestamp)
                        provider.tally.record(frameWithPerson: pose != nil, droppedSoFar: source.droppedFrameCount)
                        // A frame without a person is a pose without points: the engine knows
                        // the time it could not see, and a movement first seen after it may
                        // have started there.
                        return pose ?? Pose(points: [Joint: PosePoint](), timestamp: frame.timestamp, aspectRatio: Double(frame.image.width) / Double(frame.image.height))
                    }
                } catch {
                    finish()
                    throw error
                }
                finish()
                return nil
            }

            private mutating func finish() {
                finished = true
                source?.close()
                source = nil
                estimator = nil
            }
        }
    }
}
