import Foundation
import KinesiaCommandLine
import KinesiaHarness
import KinesiaMedia
import KinesiaMotion
import KinesiaSupport

/// `kinesia fixture add`: a labelled video or recording becomes a manifest fixture. The file
/// is checked, hashed and placed under one of the manifest's roots, run through the shipping
/// pipeline as `kinesia run` would run it (its counted reps aligned with the labels), shown
/// on a contact sheet, calibrated when it has keypoint labels, and appended to the manifest.
struct FixtureCommand: Command {
    let name = "fixture"
    let summary = "Add a labelled video or recording to a manifest, checked against the pipeline first."
    var discussion: String {
        """
        kinesia fixture add SOURCE --exercise NAME --reps N …: SOURCE (a video, or a kinesia recording ending in .json) must be a \
        regular file under one of the manifest's fixture roots (--root picks one). Its sha256 is computed, the new entry is \
        loaded with the manifest's defaults and run through the pipeline the runner uses, and the counted reps are printed \
        against the labels: with --times each missed and each extra rep by time. --contact-sheet writes a PNG with the frame \
        at each counted rep's peak and the keypoints drawn (a blank canvas of the recording's frame size for a recording). \
        --keypoints labels the keypoints with a recording under a root: the fixture is calibrated as by kinesia calibrate \
        and its baseline written to baselines/ID.json beside the manifest (refused when CI is set). The entry is appended \
        to the manifest, every existing byte kept; the manifest is loaded again and restored if it does not load. \
        A manifest without fixtures yet takes a first one (`fixtures` added, or `fixtures: []` emptied); --start NAME writes a \
        new manifest whose one fixture root, NAME, is SOURCE's folder. --dry-run prints the entry and writes neither the \
        manifest nor a baseline. Exit status: 0 added (a disagreement \
        with the labels is a warning), 1 a disagreement under --require-match (nothing is added), 2 bad input.
        """
    }

    let action = Positional("ACTION", as: FixtureAction.self, help: "add")
    let source = Positional("SOURCE", as: String.self, help: "the video or kinesia recording (JSON) to add")
    let exercise = Option(required: "exercise", as: String.self, valueName: "NAME", help: "the exercise (see `kinesia exercises`)")
    let reps = Option(required: "reps", as: Int.self, valueName: "N", help: "completed repetitions")
    let times = Option("times", as: SecondsList.self, help: "each completed rep's peak time in seconds, one per rep")
    let side = Option("side", as: Side.self, help: "the side the engine analyses (default: the exercise's)")
    let tags = Option("tags", as: WordList.self, help: "tags for kinesia run --tags")
    let id = Option("id", as: String.self, valueName: "ID", help: "the fixture id (default: the file's name without extension)")
    let manifest = Option("manifest", default: RunCommand.defaultManifest, valueName: "MANIFEST", help: "the manifest to add to")
    let root = Option("root", as: String.self, valueName: "NAME", help: "the fixture root SOURCE is under (default: the one holding it most closely)")
    let start = Option("start", as: String.self, valueName: "NAME", help: "start MANIFEST, which must not exist yet, with fixture root NAME at SOURCE's folder")
    let camera = Option("camera", as: CameraSettings.self, help: "how it was filmed, e.g. angle=side,height=floor,mirrored=true")
    let footage = Option("footage", as: Footage.self, help: "where the frames come from (default: filmed for a video, unstated for a recording)")
    let unfinished = Option("unfinished", as: Int.self, valueName: "N", help: "reps started but not completed at the end")
    let keypoints = Option("keypoints", as: String.self, valueName: "REC.json", help: "a recording of the true keypoints, under a fixture root")
    let contactSheet = Option("contact-sheet", as: String.self, valueName: "OUT.png", help: "write the frames at the counted reps' peaks with keypoints")
    let dryRun = Flag("dry-run", help: "check and print the entry; write no manifest or baseline")
    let requireMatch = Flag("require-match", help: "a disagreement with the labels exits 1 and adds nothing")

    var arguments: [any ArgumentDeclaration] {
        [action, source, exercise, reps, times, side, tags, id, manifest, root, start, camera, footage, unfinished, keypoints, contactSheet, dryRun, requireMatch]
    }

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let definition = try ExerciseLibrary.resolve(arguments[exercise])
        let repCount = arguments[reps]
        guard ManifestRanges.reps.contains(repCount) else { throw UsageError("--reps expects \(ManifestRanges.reps.text) (got \(repCount))") }
        if let unfinished = arguments[unfinished], !ManifestRanges.reps.contains(unfinished) {
            throw UsageError("--unfinished expects \(ManifestRanges.reps.text) (got \(unfinished))")
        }
        if let times = arguments[times]?.values, times.count != repCount {
            throw UsageError("--times gives \(times.count) time\(times.count == 1 ? "" : "s") for --reps \(repCount): one peak time per rep")
        }
        let manifestPath = arguments[manifest]
        if arguments[keypoints] != nil, !arguments[dryRun] {
            do { try CIEnvironment().refuseBaselineWrite("--keypoints", instead: "add fixtures locally, or use --dry-run") } catch {
                throw UsageError(error.message)
            }
        }
        let kind = try Self.checkedSource(arguments[source])
        let sourceSHA = try SHA256.hex(ofFileAt: arguments[source])
        let appender = try arguments[start].map { name throws in
            try ManifestAppend.starting(path: manifestPath, root: name, folder: URL(fileURLWithPath: arguments[source]).deletingLastPathComponent().path)
        } ?? ManifestAppend(path: manifestPath)
        let resolver = try ManifestPlan.resolver(roots: [], baselinesMayBeMissing: true)
        let placement = try resolver.placement(of: arguments[source], in: appender.manifest, root: arguments[root])
        let fixtureID = arguments[id] ?? Self.identifier(from: arguments[source])
        guard !appender.ids.contains(fixtureID) else {
            throw UsageError("fixture id \(fixtureID) is already in \(manifestPath); --id \(appender.freeID(near: fixtureID)) is free")
        }
        var keypointLabels: FixtureEntry.File?
        if let labels = arguments[keypoints] {
            guard SourceSpecification(scheme: .file, location: labels).namesRecording, try Self.checkedSource(labels) == .recording else {
                throw UsageError("--keypoints expects a kinesia recording (.json), not \(labels)")
            }
            keypointLabels = FixtureEntry.File(try resolver.placement(of: labels, in: appender.manifest, root: nil), sha256: try SHA256.hex(ofFileAt: labels))
        }
        let entry = FixtureEntry(
            id: fixtureID, kind: kind, source: FixtureEntry.File(placement, sha256: sourceSHA), exercise: definition.name,
            side: arguments[side] ?? definition.defaultSide, camera: arguments[camera]?.tags ?? CameraTags(),
            footage: arguments[footage] ?? (kind == .video ? .filmed : nil), tags: arguments[tags]?.words ?? [],
            labels: FixtureEntry.Labels(reps: repCount, times: arguments[times]?.values, unfinished: arguments[unfinished], keypoints: keypointLabels),
            tolerances: FixtureEntry.Tolerances(baseline: keypointLabels == nil ? nil : Baseline.defaultPath(fixture: fixtureID)))
        let fixture = try appender.check(entry)
        let baselineFile = CalibrateCommand.baselinePath(for: fixture, manifest: manifestPath)
        if keypointLabels != nil, !arguments[dryRun], FileManager.default.fileExists(atPath: baselineFile) {
            throw UsageError("\(baselineFile) already exists, yet no fixture \(fixtureID) is in \(manifestPath): remove it or choose another --id")
        }
        let sheetURL = try arguments[contactSheet].map { path throws in
            let url = URL(fileURLWithPath: path)
            try OutputFile.check(url, sparing: [arguments[source], manifestPath].map { URL(fileURLWithPath: $0) })
            return url
        }
        Self.say("\(fixtureID): \(kind.rawValue) \(placement.path) in fixture root `\(placement.root)`, sha256 \(sourceSHA)\n")

        var resolved = try Self.resolve(fixture, in: appender.manifest, resolver: resolver)
        var wroteBaseline = false
        if keypointLabels != nil {
            let status = try await CalibrateCommand.calibrate(
                resolved, manifest: manifestPath, with: CalibrateCommand.calibrator(), writes: !arguments[dryRun])
            guard status == ExitStatus.success else { return status }
            if arguments[dryRun] {
                // No baseline is written, so the dry run compares reps only.
                resolved.fixture.labels.keypoints = nil
                resolved.fixture.tolerances.keypoints = nil
            } else {
                wroteBaseline = true
                resolved = try Self.resolve(fixture, in: appender.manifest, resolver: resolver)
            }
        }
        let removeBaseline = { if wroteBaseline { try? FileManager.default.removeItem(atPath: baselineFile) } }

        let planned = PlannedFixture(fixture: resolved.fixture, manifest: manifestPath, order: 0, readiness: .ready(resolved))
        let (result, output) = await FixtureRunner().runKeepingOutput(planned)
        Self.say(FixtureCheckSummary.text(result))
        guard result.status != .error, let output else {
            removeBaseline()
            Self.complain("\(arguments[source]): the pipeline could not run it; nothing was added")
            return ExitStatus.badInput
        }
        if let sheetURL {
            if let sheet = try FixtureContactSheet.image(of: output, fixture: resolved) {
                try PNGFile.write(sheet, to: sheetURL)
                Self.say("\(fixtureID): contact sheet \(sheetURL.relativePath): the frames at \(output.reps.count) counted reps' peaks\n")
            } else {
                Self.say("\(fixtureID): no rep was counted, so no contact sheet; `kinesia frames \(arguments[source])` lists the frame times\n")
            }
        }
        let agrees = result.status == .passed
        if !agrees {
            Self.say("warning: \(fixtureID): the pipeline disagrees with the labels (above); check them on the contact sheet\n")
        }
        if arguments[dryRun] {
            Self.say("\(fixtureID): dry run; the entry \(manifestPath) would get:\n" + entry.yaml(listIndent: appender.listIndent))
            return agrees || !arguments[requireMatch] ? ExitStatus.success : ExitStatus.failure
        }
        guard agrees || !arguments[requireMatch] else {
            removeBaseline()
            Self.say("\(fixtureID): not added (--require-match)\n")
            return ExitStatus.failure
        }
        do {
            let added = try appender.commit(entry)
            Self.say("\(fixtureID): added to \(manifestPath) at line \(added.mark.line); run it with `kinesia run \(manifestPath) --filter \(fixtureID)`\n")
        } catch {
            removeBaseline()
            throw error
        }
        return ExitStatus.success
    }

    /// A regular file that opens as the pipeline would read it: a recording (`.json`) that
    /// decodes, or a video with at least one frame.
    static func checkedSource(_ path: String) throws -> FixtureSource.Kind {
        if let problem = InputFile.problem(at: path) { throw InputFileError(path: path, problem: problem) }
        let specification = SourceSpecification(scheme: .file, location: path)
        if specification.namesRecording {
            _ = try Recording(contentsOf: URL(fileURLWithPath: path))
            return .recording
        }
        let video = try specification.makeFileFrameSource()
        defer { video.close() }
        guard try video.nextStamp() != nil else { throw MediaError.unreadable(path: path, reason: "it has no video frames") }
        return .video
    }

    /// The file's name without its extension, kept to the characters an id may have.
    static func identifier(from path: String) -> String {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let kept = String(stem.map { allowed.contains($0) ? $0 : "-" })
        return kept.isEmpty ? "fixture" : kept
    }

    private static func resolve(_ fixture: Fixture, in manifest: Manifest, resolver: FixtureResolver) throws -> ResolvedFixture {
        var only = manifest
        only.fixtures = [fixture]
        switch resolver.prepare(only)[0].resolve() {
        case .ready(let resolved): return resolved
        case .skipped(let skipped): throw UsageError("\(fixture.id) would be skipped: \(skipped.reason)")
        case .unresolved(let unresolved): throw ManifestAppendError(unresolved.errors.map(\.description))
        }
    }

    private static func say(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    private static func complain(_ text: String) { FileHandle.standardError.write(Data("kinesia fixture: \(text)\n".utf8)) }
}
