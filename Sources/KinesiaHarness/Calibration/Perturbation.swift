/// A change to how a fixture is run that must not change the answer: calibration runs each
/// one and counts how far the keypoints move as variance the tolerance has to absorb.
public enum Perturbation: Sendable, Hashable, CustomStringConvertible {
    /// The same pipeline again (a nondeterministic pipeline shows up here).
    case rerun
    /// The stream started one frame late (the source skips its first frame). For a video that
    /// is before estimation, so the detector, the tracked regions and the landmark smoothing
    /// all start a frame later and every later pose may move; a recording loses its first pose.
    case startOneFrameLate
    /// Video only: this many FFmpeg decoder threads.
    case decoderThreads(Int)
    /// Video only: this many inference threads per model.
    case estimatorThreads(Int)

    /// What calibration runs for a fixture: thread counts only for videos, where they exist.
    public static func all(forVideo isVideo: Bool) -> [Perturbation] {
        var perturbations: [Perturbation] = [.rerun, .startOneFrameLate]
        if isVideo { perturbations += [.decoderThreads(1), .decoderThreads(2), .estimatorThreads(1), .estimatorThreads(2)] }
        return perturbations
    }

    public var description: String {
        switch self {
        case .rerun: "rerun"
        case .startOneFrameLate: "start one frame late"
        case .decoderThreads(let count): "\(count) decoder thread\(count == 1 ? "" : "s")"
        case .estimatorThreads(let count): "\(count) estimator thread\(count == 1 ? "" : "s")"
        }
    }

    func apply(to pipeline: inout FixturePipeline) {
        switch self {
        case .rerun: break
        case .startOneFrameLate:
            pipeline.source.options.skippedLeadingFrames += 1
        case .decoderThreads(let count): pipeline.source.options.decoderThreads = count
        case .estimatorThreads(let count): pipeline.estimator.options.threads = count
        }
    }
}
