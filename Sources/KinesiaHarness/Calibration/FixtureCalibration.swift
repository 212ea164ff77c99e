import Foundation
import KinesiaMotion

/// One keypoint-labelled fixture calibrated as `kinesia calibrate` does it, for that command
/// and for `kinesia fixture add`: the perturbations' spreads and the proposed baseline against
/// the tolerances in force are reported, and the baseline is written when asked.
public struct FixtureCalibration: Sendable {
    public var calibrator: Calibrator
    /// The command line recorded in the baseline's provenance.
    public var command: String

    public init(calibrator: Calibrator, command: String) {
        self.calibrator = calibrator
        self.command = command
    }

    /// As the `kinesia` executable calibrates: this very executable records the instruction-set
    /// perturbations in child processes (so only `kinesia` may use it), and its command line
    /// goes into the provenance.
    public static func inThisKinesiaProcess(method: CalibrationMethod = CalibrationMethod()) -> FixtureCalibration {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return FixtureCalibration(
            calibrator: Calibrator(method: method, childRecorder: ChildPoseRecorder(executable: executable)),
            command: (["kinesia"] + CommandLine.arguments.dropFirst()).joined(separator: " "))
    }

    public enum Outcome: Sendable, Hashable {
        /// Calibrated; the baseline was only reported.
        case proposed
        /// Calibrated, and the baseline written to this file.
        case written(String)
        /// Not calibrated (the reason was reported): the fixture fails without keypoint tolerances.
        case failed
    }

    /// `report` receives text to show as it comes, each piece ending in a line break. Thrown
    /// errors are files that could not be read or written.
    public func calibrate(
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
        let current = FileManager.default.fileExists(atPath: target) ? try Baseline(contentsOf: URL(fileURLWithPath: target)) : nil
        let inline: (Joint) -> Double? = switch resolved.fixture.tolerances.keypoints {
        case .inline(let all, let joints)?: { joints[$0] ?? all }
        default: { _ in nil }
        }
        report("\(id): proposed baseline \(target)\n")
        report(try outcome.baseline.text())
        report("\(id): against \(current == nil ? "the manifest's inline tolerances" : target):\n")
        report(BaselineComparison.text(proposed: outcome.baseline, current: current, inline: inline))
        guard writes else { return .proposed }
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try outcome.baseline.write(to: URL(fileURLWithPath: target))
        report("\(id): wrote \(target)\n")
        if case .baseline = resolved.fixture.tolerances.keypoints {} else {
            report("\(id): point its tolerances at it: `baseline: \(BaselineLocation.relative(for: resolved.fixture))`\n")
        }
        return .written(target)
    }
}
