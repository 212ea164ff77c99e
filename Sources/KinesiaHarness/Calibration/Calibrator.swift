import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose

/// Measures a keypoint-labelled fixture's observed variance through the shipping pipeline
/// and turns it into a baseline: the unperturbed run gives the jitter and the systematic
/// error, each `Perturbation` the spread, `CalibrationMethod` the tolerance.
public struct Calibrator: Sendable {
    public var method: CalibrationMethod
    /// Applied to the fixture's pipeline before anything runs, as `FixtureRunner.adjustPipeline`.
    public var adjustPipeline: @Sendable (Fixture, inout FixturePipeline) -> Void
    /// Estimates a video's poses in another process, for the instruction-set perturbations;
    /// nil leaves them out.
    public var childRecorder: ChildPoseRecorder?

    public init(
        method: CalibrationMethod = CalibrationMethod(), childRecorder: ChildPoseRecorder? = nil,
        adjustPipeline: @escaping @Sendable (Fixture, inout FixturePipeline) -> Void = { _, _ in }
    ) {
        self.method = method
        self.childRecorder = childRecorder
        self.adjustPipeline = adjustPipeline
    }

    /// The baseline, how far each perturbation moved the keypoints, and the perturbations the
    /// pipeline could not take (with why).
    public struct Outcome: Sendable {
        public var baseline: Baseline
        /// Per perturbation that ran, in order: the per-axis RMS change of the keypoint error
        /// from the unperturbed run over every labelled joint and frame both matched, and how
        /// many such joint frames there were. What each perturbation adds to the joints'
        /// `perturbation`, told apart.
        public var spreads: [(perturbation: Perturbation, spread: Double, jointFrames: Int)]
        public var skipped: [(perturbation: Perturbation, reason: String)]
        /// The peak tolerance the same runs support, for a fixture with peak labels.
        public var peaks: PeakCalibration?
    }

    /// Calibrates a fixture that passes on everything but its keypoint tolerances.
    /// `command` and `date` go into the provenance.
    public func calibrate(_ resolved: ResolvedFixture, command: String, date: String) async throws(FixtureSetupError) -> Outcome {
        let fixture = resolved.fixture
        var pipeline = try FixturePipeline(fixture: resolved)
        adjustPipeline(fixture, &pipeline)
        guard let reference = try FixtureRunner.reference(resolved, pipeline: pipeline) else {
            throw FixtureSetupError("\(fixture.id) has no keypoint labels to calibrate against")
        }
        let isVideo = pipeline.isVideo
        let base = try await PipelineDriver.run(pipeline, run: 0)
        var perturbed: [PipelineOutput] = []
        var applied: [Perturbation] = []
        var skipped: [(Perturbation, String)] = []
        for (index, perturbation) in Perturbation.all(forVideo: isVideo, instructionSets: childRecorder != nil).enumerated() {
            var changed = pipeline
            perturbation.apply(to: &changed)
            do throws(FixtureSetupError) {
                if case .instructionSetCap(let name) = perturbation, let childRecorder {
                    // The other process's poses, replayed through this pipeline's session.
                    let recording = try childRecorder.record(pipeline, environment: ["ONEDNN_MAX_CPU_ISA": name])
                    defer { try? FileManager.default.removeItem(at: recording) }
                    changed.source = SourceSpecification(scheme: .recording, location: recording.path)
                    perturbed.append(try await PipelineDriver.run(changed, run: index + 1))
                } else {
                    perturbed.append(try await PipelineDriver.run(changed, run: index + 1))
                }
                applied.append(perturbation)
            } catch {
                skipped.append((perturbation, error.message))
            }
        }
        // Calibrate only what passes: counts, times and determinism (base against the rerun).
        let rerun = applied.firstIndex(of: .rerun).map { [perturbed[$0]] } ?? []
        // Peaks are judged by the tolerance calibrated here, not the one in force.
        var unjudgedPeaks = fixture
        unjudgedPeaks.tolerances.peak = nil
        let evaluation = FixtureEvaluation(fixture: unjudgedPeaks, exercise: pipeline.exercise, outputs: [base] + rerun, reference: reference, tolerance: { _ in nil })
        guard evaluation.failures.isEmpty else {
            throw FixtureSetupError("\(fixture.id) must pass before it is calibrated: \(evaluation.failures.messages.joined(separator: "; "))")
        }
        let baseErrors = KeypointErrors(reference: reference, poses: base.poses)
        let perturbedErrors = perturbed.map { KeypointErrors(reference: reference, poses: $0.poses) }
        let joints = baseErrors.joints.keys.sorted().compactMap { joint in
            JointBaseline(
                joint: joint, base: baseErrors.joints[joint] ?? [], perturbed: perturbedErrors.map { $0.joints[joint] ?? [] },
                method: method)
        }
        let spreads = zip(applied, perturbedErrors).map { perturbation, errors in
            var spread = PerturbationSpread()
            for joint in baseErrors.joints.keys.sorted() {
                spread.add(base: baseErrors.joints[joint] ?? [], perturbed: errors.joints[joint] ?? [])
            }
            return (perturbation, JointBaseline.recorded(spread.rms), spread.frames)
        }
        let provenance = Self.provenance(resolved, pipeline: pipeline, isVideo: isVideo, command: command, date: date)
        let baseline = Baseline(
            fixture: fixture.id, method: method, perturbations: applied.map(\.description), provenance: provenance, joints: joints)
        return Outcome(
            baseline: baseline, spreads: spreads, skipped: skipped,
            peaks: PeakCalibration(labelled: fixture.labels.peaks, outputs: [base] + perturbed))
    }

    private static func provenance(_ resolved: ResolvedFixture, pipeline: FixturePipeline, isVideo: Bool, command: String, date: String) -> BaselineProvenance {
        let cpu = BaselineProvenance.cpu()
        let file = resolved.fixture.source.file
        var models: [BaselineProvenance.FileDigest] = []
        if isVideo {
            let files = PoseModelFiles()
            for url in [files.detector, files.landmarks] {
                models.append(BaselineProvenance.FileDigest(
                    file: url.lastPathComponent, sha256: (try? SHA256.hex(ofFileAt: url.path)) ?? "unreadable"))
            }
        }
        return BaselineProvenance(
            command: command, date: date, runtime: isVideo ? BaselineProvenance.openVINOVersion() : "none (recording)",
            cpu: cpu.model, instructionSets: cpu.instructionSets,
            decoderThreads: isVideo ? pipeline.source.options.decoderThreads : nil,
            estimatorThreads: isVideo ? pipeline.estimator.options.threads : nil,
            source: BaselineProvenance.FileDigest(file: file.path, sha256: file.sha256), models: models)
    }
}
