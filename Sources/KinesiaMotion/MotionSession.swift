/// A counting session: poses from a provider go through a `RepEngine`; the session keeps
/// what happened for a UI or a test to read.
///
/// `run(with:)` returns only after the provider has ended and the engine has been flushed,
/// so the last rep is complete (or reported unfinished) when it returns. `start(with:)` is
/// for live use and returns at once.
///
/// A session belongs to the actor that uses it (not `Sendable`): `run(with:)` runs on its
/// caller's actor, so a UI drives it from the main actor and the harness runs many sessions
/// side by side, each on its own executor.
public final class MotionSession {
    public let exercise: ExerciseDefinition
    public let side: Side
    public private(set) var snapshot = MotionSnapshot()
    public private(set) var events: [RepEvent] = []
    public private(set) var reps: [Rep] = []
    /// Why the provider ended early, if it broke (a truncated video, say).
    public private(set) var sourceError: (any Error)?

    /// Peak angle of every counted rep, in order.
    public var peaks: [Double] { reps.map(\.peak) }
    public var verdicts: [FormVerdict] {
        events.compactMap { if case .verdict(let verdict) = $0 { verdict } else { nil } }
    }
    public var unfinished: [UnfinishedRep] {
        events.compactMap { if case .unfinished(let rep) = $0 { rep } else { nil } }
    }
    /// Movements under way when the stream began: reported, never counted.
    public var partialStarts: [PartialStart] {
        events.compactMap { if case .partialStart(let partial) = $0 { partial } else { nil } }
    }
    /// Stretches in which joints the measurement needs were not seen.
    public var unseenStretches: [UnseenStretch] {
        events.compactMap { if case .unseen(let stretch) = $0 { stretch } else { nil } }
    }

    /// Stretches out of the exercise's posture: each ended the set, and nothing in it counted.
    public var postureLeft: [PostureLeft] { engine.postureLeft }

    private var engine: RepEngine
    private var liveTask: Task<Void, Never>?

    /// Called after each pose with the pose, the smoothed angle it gave (nil when the pose
    /// was unusable) and the events it caused: for a live display, or a harness that
    /// fingerprints everything the pipeline produced.
    public var onPose: ((Pose, Double?, [RepEvent]) -> Void)?

    /// `side` and `smoothing` default to the exercise's; smoothing is the share of each new
    /// joint position at 30 fps (1 turns smoothing off).
    public init(exercise: ExerciseDefinition, side: Side? = nil, smoothing: Double? = nil) {
        self.exercise = exercise
        var engine = RepEngine(definition: exercise, side: side)
        if let smoothing { engine.smoothing = smoothing }
        self.engine = engine
        self.side = engine.side
    }

    /// Processes every pose the provider yields, then flushes.
    public nonisolated(nonsending) func run(with provider: some PoseProvider) async {
        do {
            for try await pose in provider.makePoses() {
                process(pose)
            }
        } catch {
            sourceError = error
        }
        finish()
    }

    /// Starts processing in the background on the main actor (a live camera feeding a UI);
    /// `stop()` ends it.
    @MainActor
    public func start(with provider: some PoseProvider) {
        liveTask?.cancel()
        liveTask = Task { await self.run(with: provider) }
    }

    /// Stops a live session.
    @MainActor
    public func stop() {
        liveTask?.cancel()
        liveTask = nil
    }

    /// Feeds one pose directly.
    @discardableResult
    public func process(_ pose: Pose) -> [RepEvent] {
        let new = engine.process(pose)
        snapshot.posesProcessed += 1
        record(new)
        let usable = !new.contains { if case .ignored = $0 { true } else { false } }
        onPose?(pose, usable ? engine.angle : nil, new)
        return new
    }

    /// Ends the stream: an unfinished rep is reported, the snapshot marked finished.
    public func finish() {
        guard !snapshot.finished else { return }
        record(engine.finish())
        snapshot.finished = true
    }

    private func record(_ new: [RepEvent]) {
        for event in new {
            switch event {
            case .completed(let rep):
                reps.append(rep)
                snapshot.lastRep = rep
            case .ignored:
                snapshot.posesIgnored += 1
            default:
                break
            }
        }
        events.append(contentsOf: new)
        snapshot.repCount = engine.count
        snapshot.unfinishedCount = engine.unfinishedCount
        snapshot.angle = engine.angle
        snapshot.isMidRep = engine.isMidRep
    }
}
