import Foundation
import KinesiaManifest
import KinesiaMedia
import KinesiaSupport

/// `kinesia fixture add` as one transaction: the file is checked, hashed and placed under one
/// of the manifest's roots; the entry is checked against the manifest as it would be; a
/// keypoint-labelled fixture is calibrated and its baseline written; the fixture runs through
/// the shipping pipeline as `kinesia run` would run it, its contact sheet is drawn, and the
/// entry is appended. A baseline written for an entry that is not appended is removed.
package struct FixtureAddition: Sendable {
    package var resolver: FixtureResolver
    package var ci: CIEnvironment
    package var calibration: FixtureCalibration

    /// `environment` locates the manifest's roots and says whether CI is set; relative paths
    /// are taken from `workingDirectory`.
    package init(
        calibration: FixtureCalibration, environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        // The baseline is written by this addition, so it may not exist yet.
        resolver = FixtureResolver(environment: environment, workingDirectory: workingDirectory, baselinesMayBeMissing: true)
        ci = CIEnvironment(environment)
        self.calibration = calibration
    }

    /// `report` receives the progress to show as it comes, each piece ending in a line break.
    /// Thrown: a request refused before anything was written, or a manifest that could not
    /// take the entry (restored, and the baseline removed).
    package func add(_ request: FixtureAdditionRequest, report: (String) -> Void) async throws -> FixtureAdditionResult {
        let checked = try check(request)
        report("\(checked.id): \(checked.kind.rawValue) \(checked.placement.path) in fixture root `\(checked.placement.root)`, sha256 \(checked.sourceSHA256)\n")
        var resolved = try resolve(checked.fixture, in: checked.appender.manifest)
        guard request.keypoints != nil else { return try await run(resolved, checked, request, report: report) }
        switch try await calibration.calibrate(resolved, manifest: request.manifest, writes: !request.dryRun, report: report) {
        case .failed:
            return .notCalibrated
        case .proposed:
            // No baseline is written, so the dry run compares reps only.
            resolved.fixture.labels.keypoints = nil
            resolved.fixture.tolerances.keypoints = nil
            return try await run(resolved, checked, request, report: report)
        case .written(let baseline):
            var appended = false
            // The baseline belongs to the entry: kept only when the entry is appended.
            defer { if !appended { try? FileManager.default.removeItem(atPath: baseline) } }
            let result = try await run(try resolve(checked.fixture, in: checked.appender.manifest), checked, request, report: report)
            if case .added = result { appended = true }
            return result
        }
    }

    /// A request that passed every check made before anything runs or is written.
    private struct Checked {
        var id: String
        var kind: FixtureSource.Kind
        var placement: FixturePlacement
        var sourceSHA256: String
        var appender: ManifestAppend
        var entry: Fixture
        /// The entry as the manifest's loader reads it, defaults applied.
        var fixture: Fixture
        var contactSheet: URL?
    }

    private func check(_ request: FixtureAdditionRequest) throws -> Checked {
        if request.keypoints != nil, !request.dryRun {
            try ci.refuseBaselineWrite("--keypoints", instead: "add fixtures locally, or use --dry-run")
        }
        let kind = try FixtureSourceCheck.kind(ofFileAt: request.source)
        let sourceSHA256 = try SHA256.hex(ofFileAt: request.source)
        let appender = try request.startingRoot.map { name throws in
            try ManifestAppend.starting(path: request.manifest, root: name, folder: URL(fileURLWithPath: request.source).deletingLastPathComponent().path)
        } ?? ManifestAppend(path: request.manifest)
        let placement = try resolver.placement(of: request.source, in: appender.manifest, root: request.root)
        let id = request.fixtureID
        guard !appender.ids.contains(id) else {
            throw FixtureAdditionError("fixture id \(id) is already in \(request.manifest); --id \(appender.freeID(near: id)) is free")
        }
        let keypoints = try request.keypoints.map { labels throws in
            guard SourceSpecification(scheme: .file, location: labels).namesRecording, try FixtureSourceCheck.kind(ofFileAt: labels) == .recording else {
                throw FixtureAdditionError("--keypoints expects a kinesia recording (.json), not \(labels)")
            }
            return FixtureFile(try resolver.placement(of: labels, in: appender.manifest), sha256: try SHA256.hex(ofFileAt: labels))
        }
        let entry = request.entry(kind: kind, source: placement, sourceSHA256: sourceSHA256, keypoints: keypoints)
        let fixture = try appender.check(entry)
        let baseline = BaselineLocation.path(for: fixture, manifest: request.manifest)
        if keypoints != nil, !request.dryRun, FileManager.default.fileExists(atPath: baseline) {
            throw FixtureAdditionError("\(baseline) already exists, yet no fixture \(id) is in \(request.manifest): remove it or choose another --id")
        }
        let contactSheet = try request.contactSheet.map { path throws in
            let url = URL(fileURLWithPath: path)
            try OutputFile.check(url, sparing: [request.source, request.manifest].map { URL(fileURLWithPath: $0) })
            return url
        }
        return Checked(
            id: id, kind: kind, placement: placement, sourceSHA256: sourceSHA256, appender: appender, entry: entry, fixture: fixture,
            contactSheet: contactSheet)
    }

    /// The fixture through the pipeline, its contact sheet, and the entry appended unless this
    /// is a dry run or a required match failed.
    private func run(
        _ resolved: ResolvedFixture, _ checked: Checked, _ request: FixtureAdditionRequest, report: (String) -> Void
    ) async throws -> FixtureAdditionResult {
        let id = checked.id
        let planned = PlannedFixture(fixture: resolved.fixture, manifest: request.manifest, order: 0, readiness: .ready(resolved))
        let (result, output) = await FixtureRunner().runKeepingOutput(planned)
        report(FixtureCheckSummary.text(result))
        guard result.status != .error, let output else { return .notRun }
        if let url = checked.contactSheet {
            if let sheet = try FixtureContactSheet.image(of: output, fixture: resolved) {
                try PNGFile.write(sheet, to: url)
                report("\(id): contact sheet \(url.relativePath): the frames at \(output.reps.count) counted reps' peaks\n")
            } else {
                report("\(id): no rep was counted, so no contact sheet; `kinesia frames \(request.source)` lists the frame times\n")
            }
        }
        let agrees = result.status == .passed
        if !agrees {
            report("warning: \(id): the pipeline disagrees with the labels (above); check them on the contact sheet\n")
        }
        if request.dryRun {
            report("\(id): dry run; the entry \(request.manifest) would get:\n" + checked.entry.yaml(listIndent: checked.appender.listIndent))
            return .checked(agreesWithLabels: agrees)
        }
        guard agrees || !request.requireMatch else {
            report("\(id): not added (--require-match)\n")
            return .disagreed
        }
        let added = try checked.appender.commit(checked.entry)
        report("\(id): added to \(request.manifest) at line \(added.mark.line); run it with `kinesia run \(request.manifest) --filter \(id)`\n")
        return .added(line: added.mark.line, agreesWithLabels: agrees)
    }

    /// The fixture alone, its files located and checked as the runner would.
    private func resolve(_ fixture: Fixture, in manifest: Manifest) throws -> ResolvedFixture {
        var only = manifest
        only.fixtures = [fixture]
        switch resolver.prepare(only)[0].resolve() {
        case .ready(let resolved): return resolved
        case .skipped(let skipped): throw FixtureAdditionError("\(fixture.id) would be skipped: \(skipped.reason)")
        case .unresolved(let unresolved): throw ManifestAppendError(unresolved.errors.map(\.description))
        }
    }
}

/// A fixture `FixtureAddition` refuses before writing anything, and why.
package struct FixtureAdditionError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// What became of a `FixtureAddition`: added, only checked, or not added and why. Whatever
/// it says, the progress was already reported.
package enum FixtureAdditionResult: Sendable, Hashable {
    /// Appended to the manifest, its entry starting at `line`; a disagreement with the labels
    /// was a warning.
    case added(line: Int, agreesWithLabels: Bool)
    /// A dry run: checked and run, nothing written.
    case checked(agreesWithLabels: Bool)
    /// Not added: the pipeline disagrees with the labels and a match was required.
    case disagreed
    /// Not added: the keypoint-labelled fixture could not be calibrated.
    case notCalibrated
    /// Not added: the pipeline could not run the fixture.
    case notRun
}
