/// The stages a fixture's data passes through, in pipeline order: what a per-stage digest
/// names when two runs (or two builds) part.
public enum PipelineStage: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Decoded frames: timestamp, index, size and pixels. Video fixtures only: a recording
    /// has no decoded frames, and its stage is absent rather than faked.
    case frames
    /// Poses as the session received them (after any pose transform).
    case poses
    /// The smoothed angle the engine measured for each pose.
    case measurements
    /// Rep events: started, completed, rejected, verdicts, ignored poses, unfinished reps.
    case events

    public static func < (lhs: PipelineStage, rhs: PipelineStage) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
