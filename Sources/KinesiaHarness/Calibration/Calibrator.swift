import Foundation
import KinesiaManifest
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaSupport

/// Measures a fixture's observed variance through the shipping pipeline: the unperturbed run
/// and each `Perturbation`. A keypoint-labelled fixture gets a baseline (the unperturbed run
/// gives the jitter and the systematic error, the perturbations the spread,
/// `CalibrationMethod` the tolerance); a video gets a pin (its unperturbed poses and
/// `RegressionMethod`'s tolerances from the perturbations that keep its pixels); and every
/// perturbation must count what the unperturbed run counted (`CountStability`).
package struct Calibrator: Sendable {
    package var method: CalibrationMethod
    package var regressionMethod: RegressionMethod
    /// Applied to the fixture's pipeline before anything runs, as `FixtureRunner.adjustPipeline`.
    package var adjustPipeline: @Sendable (Fixture, inout FixturePipeline) -> Void
    /// Estimates a video's poses in another process, for the instruction-set perturbations;
    /// nil leaves them out.
    package var childRecorder: ChildPoseRecorder?

    package init(
        method: CalibrationMethod = CalibrationMethod(), regressionMethod: RegressionMethod = RegressionMethod(),
        childRecorder: ChildPoseRecorder? = nil,
        adjustPipeline: @escaping @Sendable (Fixture, inout FixturePipeline) -> Void = { _, _ in }
    ) {
        self.method = method
        self.regressionMethod = regressionMethod
        self.childRecorder = childRecorder
        self.adjustPipeline = adjustPipeline
    }

    /// The baseline, how far each perturbation moved the keypoints, and the perturbations the
    /// pipeline could not take (with why).
    package struct Outcome: Sendable {
        /// Nil for a fixture without keypoint labels.
        package var baseline: Baseline?
        /// A video's pin and the poses it pins; nil for a recording.
        package var pin: (pin: PosePin, poses: [Pose])?
        /// Reps a perturbation lost or gained, one line each (`CountStability`): a fixture with
        /// any is not calibrated.
        package var countChanges: [String]
        /// The truth's median torso length (`ToleranceCap`); nil when it never sees the torso.
        package var bodyScale: Double?
        /// Per perturbation that ran, in order: the per-axis RMS change of the keypoint error
        /// from the unperturbed run over every labelled joint and frame both matched, and how
        /// many such joint frames there were. What each perturbation adds to the joints'
        /// `perturbation`, told apart.
        package var spreads: [(perturbation: Perturbation, spread: Double, jointFrames: Int)]
        package var skipped: [(perturbation: Perturbation, reason: String)]
        /// The peak tolerance the same runs support, for a fixture with peak labels.
        package var peaks: PeakCalibration?
    }

    /// Calibrates a fixture that passes on everything but its keypoint tolerances.
    /// `command` and `date` go into the provenance.
    package func calibrate(_ resolved: ResolvedFixture, command: String, date: String) async throws(FixtureSetupError) -> Outcome {
        let fixture = resolved.fixture
        var pipeline = FixturePipeline(fixture: resolved)
        adjustPipeline(fixture, &pipeline)
        let reference = try FixtureRunner.reference(resolved, pipeline: pipeline)
        let isVideo = pipeline.isVideo
        guard reference != nil || isVideo else {
            throw FixtureSetupError("\(fixture.id) has no keypoint labels to calibrate against, and a recording has no poses to pin")
        }
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
        let evaluation = FixtureEvaluation(
            fixture: unjudgedPeaks, exercise: pipeline.exercise, outputs: [base] + rerun, reference: reference,
            bodyScale: reference.flatMap(ToleranceCap.init(reference:))?.bodyScale, limit: { _ in nil })
        guard evaluation.failures.isEmpty else {
            throw FixtureSetupError("\(fixture.id) must pass before it is calibrated: \(evaluation.failures.messages.joined(separator: "; "))")
        }
        let countChanges = zip(applied, perturbed).flatMap { perturbation, output in
            CountStability(perturbation: perturbation.description, base: base, perturbed: output, exercise: pipeline.exercise).changes
        }
        let provenance = Self.provenance(resolved, pipeline: pipeline, isVideo: isVideo, command: command, date: date)
        let samePixels = zip(applied, perturbed).filter { !$0.0.changesPixels }
        let pin = isVideo
            ? (Self.pin(fixture.id, base: base, perturbed: samePixels, method: regressionMethod, provenance: provenance), base.poses)
            : nil
        guard let reference else {
            return Outcome(
                baseline: nil, pin: pin, countChanges: countChanges, bodyScale: nil, spreads: [], skipped: skipped,
                peaks: PeakCalibration(labelled: fixture.labels.peaks, outputs: [base] + samePixels.map(\.1)))
        }
        // Accuracy is measured on the fixture's own pixels; a pixel perturbation asks another question.
        let keypointRuns = samePixels
        let baseErrors = KeypointErrors(reference: reference, poses: base.poses)
        let perturbedErrors = keypointRuns.map { KeypointErrors(reference: reference, poses: $0.1.poses) }
        let joints = baseErrors.joints.keys.sorted().compactMap { joint in
            JointBaseline(
                joint: joint, base: baseErrors.joints[joint] ?? [], perturbed: perturbedErrors.map { $0.joints[joint] ?? [] },
                missRate: ([baseErrors] + perturbedErrors).map { $0.missRate(joint) }.max() ?? 0, method: method)
        }
        let spreads = zip(keypointRuns.map(\.0), perturbedErrors).map { perturbation, errors in
            var spread = PerturbationSpread()
            for joint in baseErrors.joints.keys.sorted() {
                spread.add(base: baseErrors.joints[joint] ?? [], perturbed: errors.joints[joint] ?? [])
            }
            return (perturbation, JointBaseline.recorded(spread.rms), spread.frames)
        }
        let baseline = Baseline(
            fixture: fixture.id, method: method, perturbations: keypointRuns.map(\.0.description), provenance: provenance, joints: joints)
        return Outcome(
            baseline: baseline, pin: pin, countChanges: countChanges, bodyScale: ToleranceCap(reference: reference)?.bodyScale,
            spreads: spreads, skipped: skipped,
            peaks: PeakCalibration(labelled: fixture.labels.peaks, outputs: [base] + samePixels.map(\.1)))
    }

    /// The unperturbed run's poses pinned, each joint's tolerance from how far the perturbed
    /// runs moved it: the largest per-axis RMS displacement of any one run (pooling would
    /// thin the spread with every run that moves nothing, as a rerun must).
    private static func pin(
        _ id: String, base: PipelineOutput, perturbed: [(Perturbation, PipelineOutput)], method: RegressionMethod,
        provenance: BaselineProvenance
    ) -> PosePin {
        let displacements = perturbed.map { PoseDisplacement($0.1.poses, from: base.poses) }
        let joints = Joint.allCases.compactMap { joint -> JointRegression? in
            let entries = displacements.compactMap { $0.joints[joint] }
            let frames = base.poses.filter { $0[joint] != nil }.count
            guard frames > 0 || !entries.isEmpty else { return nil }
            let spread = entries.map(\.rms).max() ?? 0
            let shift = entries.map(\.shift).max() ?? 0
            let flipRate = entries.map(\.flipRate).max() ?? 0
            return JointRegression(
                joint: joint, tolerance: method.tolerance(spread: spread), spread: spread, shiftTolerance: method.tolerance(spread: shift),
                shift: shift, frames: frames, flipRate: flipRate,
                allowedFlipRate: method.allowedFlipRate(flipRate: flipRate))
        }
        return PosePin(
            fixture: id, method: method, perturbations: perturbed.map(\.0.description), provenance: provenance,
            poses: BaselineProvenance.FileDigest(file: PinLocation.posesFile(id: id), sha256: ""), joints: joints)
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
