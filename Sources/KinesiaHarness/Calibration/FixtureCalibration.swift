import Foundation
import KinesiaMotion
import KinesiaSupport

/// One keypoint-labelled fixture calibrated as `kinesia calibrate` does it, for that command
/// and for `kinesia fixture add`: the perturbations' spreads and the proposed baseline against
/// the tolerances in force are reported, and the baseline is written when asked.
package struct FixtureCalibration: Sendable {
    package var calibrator: Calibrator
    /// The command line recorded in the baseline's provenance.
    package var command: String

    package init(calibrator: Calibrator, command: String) {
        self.calibrator = calibrator
        self.command = command
    }

    /// As the `kinesia` executable calibrates: this very executable records the instruction-set
    /// perturbations in child processes (so only `kinesia` may use it), and its command line
    /// goes into the provenance.
    package static func inThisKinesiaProcess(method: CalibrationMethod = CalibrationMethod()) -> FixtureCalibration {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return FixtureCalibration(
            calibrator: Calibrator(method: method, childRecorder: ChildPoseRecorder(executable: executable)),
            command: (["kinesia"] + CommandLine.arguments.dropFirst()).joined(separator: " "))
    }

    package enum Outcome: Sendable, Hashable {
        /// Calibrated; the baseline was only reported.
        case proposed
        /// Calibrated, and the baseline written to this file.
        case written(String)
        /// Not calibrated (the reason was reported): the fixture fails without keypoint tolerances.
        case failed
    }

    /// `report` receives text to show as it comes, each piece ending in a line break. Thrown
    /// errors are files that could not be read or written.
    package func calibrate(
        _ resolved: ResolvedFixture, manifest: String, writes: Bool, report: (String) -> Void
    ) async throws -> Outcome {
        let id = resolved.fixture.id
        let target = BaselineLocation.path(for: resolved.fixture, manifest: manifest)
        let outcome: Calibrator.Outcome
        do {
            outcome = try await calibrator.calibrate(resolved, command: command, date: ISO8601DateFormatter().string(from: Date()))
        } catch {
            report("\(id): \(error.message)\n")
            return .failed
        }
        for (perturbation, spread, jointFrames) in outcome.spreads {
            report("\(id): \(perturbation) moved the keypoints \(String(format: "%.6f", spread)) (per-axis RMS over \(jointFrames) joint frames)\n")
        }
        for (perturbation, reason) in outcome.skipped {
            report("\(id): perturbation \(perturbation) skipped: \(reason)\n")
        }
        if let peaks = outcome.peaks {
            let current = resolved.fixture.tolerances.peak.map { ", in force \(NumberText.degrees($0))" } ?? ""
            report("\(id): \(peaks.summary)\(current): the entry's `tolerances.peak`\n")
        }
        for change in outcome.countChanges { report("\(id): count changed under \(change)\n") }
        let pinTarget = PinLocation.path(id: id, manifest: manifest)
        if let (pin, _) = outcome.pin {
            report("\(id): proposed pin \(pinTarget) (\(pin.joints.count) joints; tolerance = \(NumberText.fixed(pin.method.k, places: 0)) × spread + \(NumberText.distance(pin.method.floor)))\n")
            report(PinComparison.text(proposed: pin, current: try? PosePin(contentsOf: URL(fileURLWithPath: pinTarget))))
        }
        var overCap: [String] = []
        if let baseline = outcome.baseline {
            let current = FileManager.default.fileExists(atPath: target) ? try Baseline(contentsOf: URL(fileURLWithPath: target)) : nil
            let inline: (Joint) -> Double? = switch resolved.fixture.tolerances.keypoints {
            case .inline(let all, let joints)?: { joints[$0] ?? all }
            default: { _ in nil }
            }
            report("\(id): proposed baseline \(target)\n")
            report(try baseline.text())
            report("\(id): against \(current == nil ? "the manifest's inline tolerances" : target):\n")
            report(BaselineComparison.text(proposed: baseline, current: current, inline: inline))
            overCap = Self.overCap(baseline, bodyScale: outcome.bodyScale, reason: resolved.fixture.tolerances.reason)
            for line in overCap { report("\(id): \(line)\n") }
        }
        guard writes else { return outcome.countChanges.isEmpty ? .proposed : .failed }
        guard outcome.countChanges.isEmpty else {
            report("\(id): not written: a perturbation changed the count, so the fixture sits too close to a limit to pin\n")
            return .failed
        }
        guard overCap.isEmpty else {
            report("\(id): not written: the fixture's tolerances give no `reason` for tolerances above the cap\n")
            return .failed
        }
        if let (pin, poses) = outcome.pin {
            try Self.write(pin, poses: poses, to: pinTarget, source: resolved)
            report("\(id): wrote \(pinTarget) and its pinned poses\n")
        }
        guard let baseline = outcome.baseline else { return .written(pinTarget) }
        if case .inline = resolved.fixture.tolerances.keypoints {
            // Inline tolerances stay in force: a baseline file nothing refers to would be dead weight.
            report("\(id): baseline not written: its tolerances are inline; to use it, set `baseline: \(BaselineLocation.relative(for: resolved.fixture))` in them and write again\n")
            return outcome.pin == nil ? .proposed : .written(pinTarget)
        }
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try baseline.write(to: URL(fileURLWithPath: target))
        report("\(id): wrote \(target)\n")
        if resolved.fixture.tolerances.keypoints == nil {
            report("\(id): point its tolerances at it: `baseline: \(BaselineLocation.relative(for: resolved.fixture))`\n")
        }
        return .written(target)
    }

    /// The poses first, then the pin naming their digest.
    private static func write(_ pin: PosePin, poses: [Pose], to path: String, source: ResolvedFixture) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        let posesPath = (folder as NSString).appendingPathComponent(pin.poses.file)
        let file = source.fixture.source.file
        let recording = Recording(
            source: RecordingProvenance(kind: "pinned poses", path: file.path, sha256: file.sha256, model: "BlazePose full (kinesia calibrate)"),
            poses: poses)
        try recording.write(to: URL(fileURLWithPath: posesPath))
        var pinned = pin
        pinned.poses.sha256 = try SHA256.hex(ofFileAt: posesPath)
        try pinned.write(to: URL(fileURLWithPath: path))
    }

    /// A line per joint whose tolerance exceeds the cap (`ToleranceCap`), saying what set it;
    /// none when the fixture's tolerances give a reason, which the runner would accept.
    private static func overCap(_ baseline: Baseline, bodyScale: Double?, reason: String?) -> [String] {
        guard reason == nil, let bodyScale else { return [] }
        let cap = ToleranceCap(bodyScale: bodyScale)
        return baseline.joints.filter { !cap.admits($0.tolerance) }.map { joint in
            "\(joint.joint.rawValue) tolerance \(NumberText.distance(joint.tolerance)) is above the cap \(cap.description): "
                + "set by \(joint.bound.rawValue) (p95 \(NumberText.distance(joint.quantile ?? 0)), worst \(NumberText.distance(joint.worst)), "
                + "total σ \(NumberText.distance(joint.total)))"
        }
    }
}
