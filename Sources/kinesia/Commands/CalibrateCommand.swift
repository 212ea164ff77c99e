import Foundation
import KinesiaCommandLine
import KinesiaHarness
import KinesiaManifest
import KinesiaSupport

/// `kinesia calibrate`: tolerances from observed variance. Proposes a baseline per
/// keypoint-labelled fixture and a pin per video, and shows how they differ from what is in
/// force; writes them only when asked, and never in CI. Each fixture is `FixtureCalibration`'s work.
struct CalibrateCommand: Command {
    let name = "calibrate"
    let summary = "Measure variance on labelled fixtures and videos and propose (or write) their baselines and pins."
    var discussion: String {
        """
        Each fixture with keypoint labels or a video source (or only --fixture) runs unperturbed and under \
        perturbations that must not change the answer: a rerun, starting one frame late (a video's first frame skipped \
        before estimation, a recording's first pose dropped), for videos 1 and 2 decoder threads, 1 and 2 estimator \
        threads and the instruction-set caps (each one's spread over all joints is printed), and four pixel changes a phone \
        or an app makes (each frame re-encoded as a JPEG at MJPEG quantizer 5, one pixel narrower, brightness +10 % and \
        −10 %), which only the count must survive: they take no part in a tolerance. \
        Count: every perturbation must count the reps the unperturbed run counts; a rep lost or gained is named with \
        the limit it crossed or sat closest to, and the fixture is not calibrated. \
        Accuracy (keypoint-labelled fixtures; manifests' baselines/<fixture>.json): per joint the truth sees, over the \
        frames where it sees it (a label under confidence 0.5 is hidden), the frame-to-frame jitter of the error \
        (1.4826·MAD of successive differences / √2, per axis), the perturbations' spread, and the largest 95th \
        percentile of the distances in any run; tolerance = max(floor, p95 + k·perturbation), rounded up to \
        0.0001. The runner fails a joint whose 95th-percentile distance exceeds it. Each joint's allowed miss rate is \
        the worst share of its frames a calibration run missed it in plus 0.05. A tolerance above half the fixture's \
        body scale (the truth's median torso length) is named with what set it, and not written unless the fixture's \
        tolerances give a `reason`. \
        Regression (videos; manifests' pins/<fixture>.json and its pinned poses pins/<fixture>.poses.json): the \
        unperturbed run's poses are pinned by digest, and each joint's tolerance is 3 × the per-axis RMS displacement \
        of the runs perturbed without changing the pixels + 0.0005; the runner fails a video whose poses moved further \
        from the pinned ones, or whose joints appear or vanish in more frames than calibration saw plus 2 %. \
        Without --write the proposals are printed with their differences from what is in force. --write saves them \
        and refuses to run when CI is set: baselines and pins are reviewed as diffs, never accepted by a pipeline. \
        Exit status: 0 done, 1 a fixture could not be calibrated (a perturbation changed its count, it fails without \
        keypoint tolerances, or a tolerance is above the cap), 2 bad input or --write under CI.
        """
    }

    let manifest = Positional("MANIFEST", as: String.self, help: "the manifest whose fixtures are calibrated")
    let fixture = Option("fixture", as: String.self, valueName: "ID", help: "calibrate only this fixture")
    let write = Flag("write", help: "write the baselines (refused when CI is set)")
    let k = Option("k", default: CalibrationMethod.defaultK, range: .above(0, atMost: 100), valueName: "K", help: "σ multiplier of the tolerance")
    let floor = Option("floor", default: CalibrationMethod.defaultFloor, range: .above(0, atMost: 1), valueName: "DISTANCE", help: "smallest tolerance, normalized")
    let roots = FixtureRootsOption()

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        if arguments[write] {
            try CIEnvironment().refuseBaselineWrite("--write", instead: "calibrate locally and commit the baseline diff for review")
        }
        let manifestPath = arguments[manifest]
        let selection = FixtureSelection(
            patterns: arguments[fixture].map { [IDPattern($0)] } ?? [], name: "--fixture \(EchoedText.quoted(arguments[fixture] ?? ""))")
        let plan = try ManifestPlan.make(
            manifests: [manifestPath], selection: selection, resolver: roots.resolver(arguments, baselinesMayBeMissing: true),
            defersFileChecks: false)
        guard plan.errors.isEmpty else { return ExitStatus.badInput }
        let labelled = plan.fixtures.filter { $0.fixture.labels.keypoints != nil || $0.fixture.source.kind == .video }
        if let id = arguments[fixture], labelled.isEmpty {
            throw UsageError("fixture \(id) has no keypoint labels to calibrate against, and a recording has no poses to pin")
        }
        let calibration = FixtureCalibration.inThisKinesiaProcess(method: CalibrationMethod(k: arguments[k], floor: arguments[floor]))
        var status = ExitStatus.success
        for planned in labelled {
            guard case .ready(let resolved) = planned.readiness else {
                Self.print("\(planned.fixture.id): cannot be calibrated: it is not ready to run\n")
                status = ExitStatus.badInput
                continue
            }
            if try await calibration.calibrate(resolved, manifest: manifestPath, writes: arguments[write], report: Self.print) == .failed {
                status = max(status, ExitStatus.failure)
            }
        }
        return status
    }

    private static func print(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
