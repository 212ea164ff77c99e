import Foundation
import KinesiaCommandLine
import KinesiaHarness
import KinesiaMotion
import KinesiaSupport

/// `kinesia calibrate`: keypoint tolerances from observed variance. Proposes a baseline per
/// keypoint-labelled fixture and shows how it differs from the tolerances in force; writes
/// it only when asked, and never in CI.
struct CalibrateCommand: Command {
    let name = "calibrate"
    let summary = "Measure keypoint variance on labelled fixtures and propose (or write) their baselines."
    var discussion: String {
        """
        For each fixture with keypoint labels (or only --fixture) and each labelled joint: the frame-to-frame jitter \
        of the error (1.4826·MAD of successive differences / √2, per axis), the spread across perturbations that must \
        not change the answer (a rerun, starting one frame late — a video's first frame skipped before estimation, a \
        recording's first pose dropped; for videos 1 and 2 decoder threads, 1 and 2 estimator threads; each one's \
        spread over all joints is printed), the systematic error and the worst error seen. tolerance = max(floor, k·√(jitter² + \
        perturbation²) + systematic, worst), rounded up to 0.0001: the runner fails a joint when any frame exceeds it, \
        so it bounds the maximum (manifests/BASELINES.md). Without --write the proposed baseline is printed with its \
        differences from the current tolerances. --write saves manifests' baselines/<fixture>.json (or the file the \
        fixture's tolerances.baseline names) and refuses to run when CI is set: baselines are reviewed as diffs, never \
        accepted by a pipeline. Exit status: 0 done, 1 a fixture could not be calibrated (it fails without keypoint \
        tolerances), 2 bad input or --write under CI.
        """
    }

    let manifest = Positional("MANIFEST", as: String.self, help: "the manifest whose fixtures are calibrated")
    let fixture = Option("fixture", as: String.self, valueName: "ID", help: "calibrate only this fixture")
    let write = Flag("write", help: "write the baselines (refused when CI is set)")
    let k = Option("k", default: CalibrationMethod.defaultK, range: .above(0, atMost: 100), valueName: "K", help: "σ multiplier of the tolerance")
    let floor = Option("floor", default: CalibrationMethod.defaultFloor, range: .above(0, atMost: 1), valueName: "DISTANCE", help: "smallest tolerance, normalized")
    let roots = Option(repeated: "root", as: String.self, valueName: "NAME=FOLDER", help: "use FOLDER for the manifest's fixture root NAME")

    var arguments: [any ArgumentDeclaration] { [manifest, fixture, write, k, floor, roots] }

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        if arguments[write] {
            do { try CIEnvironment().refuseBaselineWrite("--write", instead: "calibrate locally and commit the baseline diff for review") } catch {
                throw UsageError(error.message)
            }
        }
        let manifestPath = arguments[manifest]
        let plan = try ManifestPlan.make(
            manifests: [manifestPath], filters: arguments[fixture].map { [$0] } ?? [], roots: arguments[roots], baselinesMayBeMissing: true,
            defersFileChecks: false, selectionName: "--fixture \(EchoedText.quoted(arguments[fixture] ?? ""))")
        guard plan.errors.isEmpty else { return ExitStatus.badInput }
        let labelled = plan.fixtures.filter { $0.fixture.labels.keypoints != nil }
        if let id = arguments[fixture], labelled.isEmpty {
            throw UsageError("fixture \(id) has no keypoint labels to calibrate against")
        }
        let calibrator = Self.calibrator(k: arguments[k], floor: arguments[floor])
        var status = ExitStatus.success
        for planned in labelled {
            guard case .ready(let resolved) = planned.readiness else {
                Self.print("\(planned.fixture.id): cannot be calibrated: it is not ready to run\n")
                status = ExitStatus.badInput
                continue
            }
            status = max(status, try await Self.calibrate(resolved, manifest: manifestPath, with: calibrator, writes: arguments[write]))
        }
        return status
    }

    /// This very executable records the instruction-set perturbations in child processes.
    static func calibrator(k: Double = CalibrationMethod.defaultK, floor: Double = CalibrationMethod.defaultFloor) -> Calibrator {
        Calibrator(
            method: CalibrationMethod(k: k, floor: floor),
            childRecorder: ChildPoseRecorder(executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()))
    }

    /// One fixture: its perturbations' spreads, the proposed baseline against the tolerances
    /// in force, and with `writes` the baseline saved; 1 when it could not be calibrated.
    static func calibrate(_ resolved: ResolvedFixture, manifest manifestPath: String, with calibrator: Calibrator, writes: Bool) async throws -> Int32 {
        let command = (["kinesia"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        let date = ISO8601DateFormatter().string(from: Date())
        let target = Self.baselinePath(for: resolved.fixture, manifest: manifestPath)
        let outcome: Calibrator.Outcome
        do {
            outcome = try await calibrator.calibrate(resolved, command: command, date: date)
        } catch {
            Self.print("\(resolved.fixture.id): \(error.message)\n")
            return ExitStatus.failure
        }
        for (perturbation, spread, jointFrames) in outcome.spreads {
            Self.print("\(resolved.fixture.id): \(perturbation) moved the keypoints \(String(format: "%.6f", spread)) (per-axis RMS over \(jointFrames) joint frames)\n")
        }
        for (perturbation, reason) in outcome.skipped {
            Self.print("\(resolved.fixture.id): perturbation \(perturbation) skipped: \(reason)\n")
        }
        let current = FileManager.default.fileExists(atPath: target) ? try Baseline(contentsOf: URL(fileURLWithPath: target)) : nil
        let inline: (Joint) -> Double? = switch resolved.fixture.tolerances.keypoints {
        case .inline(let all, let joints)?: { joints[$0] ?? all }
        default: { _ in nil }
        }
        Self.print("\(resolved.fixture.id): proposed baseline \(target)\n")
        Self.print(try outcome.baseline.text())
        Self.print("\(resolved.fixture.id): against \(current == nil ? "the manifest's inline tolerances" : target):\n")
        Self.print(BaselineComparison.text(proposed: outcome.baseline, current: current, inline: inline))
        if writes {
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try outcome.baseline.write(to: URL(fileURLWithPath: target))
            Self.print("\(resolved.fixture.id): wrote \(target)\n")
            if case .baseline = resolved.fixture.tolerances.keypoints {} else {
                Self.print("\(resolved.fixture.id): point its tolerances at it: `baseline: \(Self.relativeBaseline(resolved.fixture))`\n")
            }
        }
        return ExitStatus.success
    }

    /// `Baseline.defaultPath`, or the file the fixture already names; relative to the manifest's folder.
    static func relativeBaseline(_ fixture: Fixture) -> String {
        if case .baseline(let path, _)? = fixture.tolerances.keypoints { return path }
        return Baseline.defaultPath(fixture: fixture.id)
    }

    static func baselinePath(for fixture: Fixture, manifest: String) -> String {
        let relative = relativeBaseline(fixture)
        let folder = (manifest as NSString).deletingLastPathComponent
        return folder.isEmpty ? relative : folder + "/" + relative
    }

    private static func print(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
