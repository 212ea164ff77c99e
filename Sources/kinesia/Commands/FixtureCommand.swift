import Foundation
import KinesiaCommandLine
import KinesiaHarness
import KinesiaManifest
import KinesiaMotion

/// `kinesia fixture add`: a labelled video or recording becomes a manifest fixture. The file
/// is checked, hashed and placed under one of the manifest's roots, run through the shipping
/// pipeline as `kinesia run` would run it (its counted reps aligned with the labels), shown
/// on a contact sheet, calibrated when it has keypoint labels, and appended to the manifest:
/// `FixtureAddition`'s work. This command reads the command line and prints what it reports.
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
    let exercise = Option(required: "exercise", as: ExerciseDefinition.self, help: "the exercise (see `kinesia exercises`)")
    let reps = Option(required: "reps", as: Int.self, range: ManifestRanges.reps, valueName: "N", help: "completed repetitions")
    let times = Option("times", as: SecondsList.self, help: "each completed rep's peak time in seconds, one per rep")
    let side = Option("side", as: Side.self, help: "the side the engine analyses (default: the exercise's)")
    let tags = Option("tags", as: WordList.self, help: "tags for kinesia run --tags")
    let id = Option("id", as: String.self, valueName: "ID", help: "the fixture id (default: the file's name without extension)")
    let manifest = Option("manifest", default: RunCommand.defaultManifest, valueName: "MANIFEST", help: "the manifest to add to")
    let root = Option("root", as: String.self, valueName: "NAME", help: "the fixture root SOURCE is under (default: the one holding it most closely)")
    let start = Option("start", as: String.self, valueName: "NAME", help: "start MANIFEST, which must not exist yet, with fixture root NAME at SOURCE's folder")
    let camera = Option("camera", as: CameraSettings.self, help: "how it was filmed, e.g. angle=side,height=floor,mirrored=true")
    let footage = Option("footage", as: Footage.self, help: "where the frames come from (default: filmed for a video, unstated for a recording)")
    let unfinished = Option("unfinished", as: Int.self, range: ManifestRanges.reps, valueName: "N", help: "reps started but not completed at the end")
    let keypoints = Option("keypoints", as: String.self, valueName: "REC.json", help: "a recording of the true keypoints, under a fixture root")
    let contactSheet = Option("contact-sheet", as: String.self, valueName: "OUT.png", help: "write the frames at the counted reps' peaks with keypoints")
    let dryRun = Flag("dry-run", help: "check and print the entry; write no manifest or baseline")
    let requireMatch = Flag("require-match", help: "a disagreement with the labels exits 1 and adds nothing")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let request = try request(arguments)
        switch try await FixtureAddition(calibration: .inThisKinesiaProcess()).add(request, report: Self.say) {
        case .added: return ExitStatus.success
        case .checked(let agrees): return agrees || !request.requireMatch ? ExitStatus.success : ExitStatus.failure
        case .disagreed, .notCalibrated: return ExitStatus.failure
        case .notRun:
            Self.complain("\(request.source): the pipeline could not run it; nothing was added")
            return ExitStatus.badInput
        }
    }

    private func request(_ arguments: ParsedArguments) throws -> FixtureAdditionRequest {
        let definition = arguments[exercise]
        let repCount = arguments[reps]
        if let times = arguments[times]?.values, times.count != repCount {
            throw UsageError("--times gives \(times.count) time\(times.count == 1 ? "" : "s") for --reps \(repCount): one peak time per rep")
        }
        return FixtureAdditionRequest(
            source: arguments[source], exercise: definition, side: arguments[side], reps: repCount, times: arguments[times]?.values,
            unfinished: arguments[unfinished], tags: arguments[tags]?.words ?? [], id: arguments[id], manifest: arguments[manifest],
            root: arguments[root], startingRoot: arguments[start], camera: arguments[camera]?.tags ?? CameraTags(), footage: arguments[footage],
            keypoints: arguments[keypoints], contactSheet: arguments[contactSheet], dryRun: arguments[dryRun], requireMatch: arguments[requireMatch])
    }

    private static func say(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    private static func complain(_ text: String) { FileHandle.standardError.write(Data("kinesia fixture: \(text)\n".utf8)) }
}
