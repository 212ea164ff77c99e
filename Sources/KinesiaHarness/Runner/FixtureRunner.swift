import Foundation
import KinesiaManifest
import KinesiaMedia
import KinesiaMotion
import KinesiaResults
import KinesiaSupport

/// Runs one fixture: its pipeline `runs` times, then the first run's output against the
/// labels. Setup problems (an unreadable recording, keypoint labels with no tolerance the
/// runner can read) make the status `error`; comparisons make it `failed`.
package struct FixtureRunner: Sendable {
    /// Applied to every fixture's pipeline before it runs: where mutants and calibration
    /// change the pipeline (see `FixturePipeline`). The identity by default.
    package var adjustPipeline: @Sendable (Fixture, inout FixturePipeline) -> Void
    /// Runs of every fixture, instead of each fixture's own `runs` (`kinesia run --runs`, to
    /// stress the determinism check); nil keeps the manifest's.
    package var runs: Int?
    /// Inference threads per model for a video's estimator, set before `adjustPipeline`.
    package var estimatorThreads: Int
    /// Where a video's poses are read from when nothing that decides them changed, and
    /// written to once two runs estimated them bit for bit; nil estimates every time.
    package var poseCache: PoseCache?

    package init(
        runs: Int? = nil, estimatorThreads: Int = 1, poseCache: PoseCache? = nil,
        adjustPipeline: @escaping @Sendable (Fixture, inout FixturePipeline) -> Void = { _, _ in }
    ) {
        self.runs = runs
        self.estimatorThreads = estimatorThreads
        self.poseCache = poseCache
        self.adjustPipeline = adjustPipeline
    }

    package func run(_ planned: PlannedFixture) async -> FixtureResult {
        await runKeepingOutput(planned).result
    }

    /// The result and the first run's output (nil when the fixture did not run), for a caller
    /// that shows what the pipeline saw (`kinesia fixture add`'s contact sheet).
    package func runKeepingOutput(_ planned: PlannedFixture) async -> (result: FixtureResult, output: PipelineOutput?) {
        let stopwatch = Stopwatch()
        var result: FixtureResult
        var output: PipelineOutput?
        switch planned.resolvingFiles().readiness {
        case .pending:
            preconditionFailure("resolvingFiles() leaves nothing pending")
        case .skipped(let reason):
            result = planned.result(status: .skipped, failures: [FixtureFailure(.setup, reason)])
        case .unresolved(let errors):
            result = planned.result(status: .error, failures: errors.map { FixtureFailure(.setup, $0.description) })
        case .ready(let resolved):
            do {
                (result, output) = try await run(resolved, planned: planned)
            } catch {
                result = planned.result(status: .error, failures: [FixtureFailure(.setup, error.message)])
            }
        }
        result.seconds = stopwatch.seconds
        return (result, output)
    }

    private func run(_ resolved: ResolvedFixture, planned: PlannedFixture) async throws(FixtureSetupError) -> (FixtureResult, PipelineOutput?) {
        var pipeline = FixturePipeline(fixture: resolved)
        pipeline.estimator.options.threads = estimatorThreads
        adjustPipeline(resolved.fixture, &pipeline)
        // Keyed on the pipeline as it will run, after any mutant or calibration change.
        let cacheKey = poseCache.flatMap { _ in PoseCacheKey(videoSHA256: resolved.fixture.source.file.sha256, pipeline: pipeline) }
        var cacheUse: PoseCacheUse?
        var cached: CachedPoses?
        if let poseCache, let cacheKey {
            switch poseCache.lookup(cacheKey) {
            case .found(let poses):
                cached = poses
                cacheUse = PoseCacheUse(outcome: .hit, key: cacheKey.digest)
            case .absent:
                cacheUse = PoseCacheUse(outcome: .miss, key: cacheKey.digest)
            case .unusable(let problem):
                cacheUse = PoseCacheUse(outcome: .miss, key: cacheKey.digest, problem: problem)
            }
        }
        let reference = try Self.reference(resolved, pipeline: pipeline)
        // The body scale, measured once: it caps the tolerances and scales PCK and OKS.
        let cap = reference.flatMap(ToleranceCap.init(reference:))
        let limit = try KeypointLimits.resolve(resolved, manifest: planned.manifest, reference: reference, cap: cap)
        let pinned = pipeline.isVideo ? try RegressionComparison.load(id: resolved.fixture.id, manifest: planned.manifest) : nil
        var outputs: [PipelineOutput] = []
        var runs: [RunRecord] = []
        for run in 0..<(self.runs ?? resolved.fixture.runs) {
            let stopwatch = Stopwatch()
            let output = try await PipelineDriver.run(pipeline, run: run, replaying: cached)
            runs.append(RunRecord(
                run: run + 1, digest: output.digest, stages: output.stages, poses: output.poses.count, posesIgnored: output.posesIgnored,
                reps: output.reps.count, seconds: stopwatch.seconds))
            outputs.append(output)
        }
        if let poseCache, let cacheKey, cached == nil, let poses = CachedPoses(agreedBy: outputs) {
            do {
                try poseCache.store(poses, for: cacheKey)
                cacheUse?.stored = true
            } catch {
                cacheUse?.problem = "not written: \(error)"
            }
        }
        let evaluation = FixtureEvaluation(
            fixture: resolved.fixture, exercise: pipeline.exercise, outputs: outputs, reference: reference, bodyScale: cap?.bodyScale,
            limit: limit, pinned: pinned)
        var result = planned.result(status: evaluation.failures.isEmpty ? .passed : .failed, failures: evaluation.failures)
        result.sourcePath = resolved.sourcePath
        result.trace = evaluation.trace
        result.focusFrame = evaluation.focusFrame
        result.margins = outputs.first.map { CountingMargins(reps: $0.reps, in: pipeline.exercise) }
        result.reps = evaluation.reps
        result.unfinished = evaluation.unfinished
        result.keypoints = evaluation.keypoints
        result.regression = evaluation.regression
        result.nondeterminism = evaluation.nondeterminism
        result.runs = runs
        result.poseCache = cacheUse
        return (result, outputs.first)
    }

    /// The labelled keypoints, if any. A reference recording of a video fixture is thinned
    /// to the frames the provider's cadence keeps, so only frames the pipeline should have
    /// seen are expected.
    static func reference(_ resolved: ResolvedFixture, pipeline: FixturePipeline) throws(FixtureSetupError) -> [LabelledPose]? {
        if case .frames(let frames) = resolved.fixture.labels.keypoints {
            return frames.map { LabelledPose(time: $0.time, points: $0.points) }
        }
        return try truthPoses(resolved, pipeline: pipeline)?.map { pose in
            LabelledPose(time: pose.timestamp, points: Dictionary(uniqueKeysWithValues: pose.points.map { ($0.joint, $0.point) }))
        }
    }

    /// The poses of the fixture's keypoint reference recording, if it has one, thinned as
    /// `reference` thins them.
    static func truthPoses(_ resolved: ResolvedFixture, pipeline: FixturePipeline) throws(FixtureSetupError) -> [Pose]? {
        guard case .recording = resolved.fixture.labels.keypoints else { return nil }
        guard let path = resolved.keypointRecordingPath else {
            throw FixtureSetupError("the keypoint reference recording was not resolved")
        }
        let recording: Recording
        do { recording = try Recording(contentsOf: URL(fileURLWithPath: path)) } catch { throw FixtureSetupError(error.description) }
        guard pipeline.isVideo else { return recording.poses }
        var cadence = FrameCadence(maximumFrameRate: pipeline.source.options.maximumFrameRate)
        return recording.poses.filter { cadence.admits($0.timestamp) }
    }
}
