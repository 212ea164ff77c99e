import Foundation
import KinesiaCommandLine
import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import KinesiaPose
import KinesiaRender
import KinesiaSupport
import KinesiaSynthetic

/// `kinesia render`: a labelled fixture video of a procedural person doing a library exercise
/// (the synthetic motion model, or a CMU motion-capture trial) at any camera, with its ground
/// truth beside it: a keypoint recording and a manifest entry.
struct RenderCommand: Command {
    let name = "render"
    let summary = "Render a labelled fixture video of an exercise at any camera, with its keypoint truth and manifest entry."
    var discussion: String {
        "Writes VIDEO (MPEG-4 part 2, byte-identical run to run), NAME.keypoints.json beside it (the truth: BlazePose's 33 landmarks per frame where the model places them on a body, hidden ones at confidence 0.3) and NAME.fixture.yaml (a manifest entry for the `rendered` fixture root, also printed). Yaw is degrees around the person (0 in front, 90 at their right side). --mocap cmu:TRIAL takes the motion from the CMU trials in DATA/cmu (default: $KINESIA_SHARED_DATA, else ../shared/data), --mocap uiprmd:s05-m05-correct from a UI-PRMD subject's set in DATA/uiprmd-full (its ten repetitions played one after the other, as scripts/derive-mocap plays them; -fast or -held after correct, the set's tempo variant); the rep count then comes from the motion capture's labels, not --reps. A mirrored video is the picture a front camera's preview keeps; its truth stays un-mirrored, as the pipeline reads it with `mirrored: true`. --then EXIT ends the set by leaving the exercise (getting up after push-ups, walking away after squats): no rep, and the labels keep the set's reps; a person walking away leaves a picture framed for the exercise, their joints labelled off it. --step-back and --step-forward are one move along the line to the lens, the person reaching their place after SECONDS: --step-back 1.3 first shows them 1.3 times larger (nearer, as after pressing record), --step-forward 0.7 at 0.7 of their size (farther, walking up to their place); a step forward that would start them within 5 cm of the room's wall is refused."
    }

    let exercise = Option(required: "exercise", as: ExerciseDefinition.self, help: "the library exercise (see `kinesia exercises`)")
    let output = Option(required: "output", short: "o", as: String.self, valueName: "VIDEO", help: "the video to write (.mov or .mp4)")
    let reps = Option("reps", default: 5, range: ValueRange(1...200), valueName: "N", help: "repetitions of the synthetic motion")
    let tempo = Option("tempo", as: Double.self, range: ValueRange(0.3...20), valueName: "SECONDS", help: "seconds per rep (default: the exercise's moderate tempo)")
    let peak = Option("peak", as: PeakRange.self, help: "each rep's peak angle, or FIRST:LAST changing evenly (default: the exercise's typical rep)")
    let rest = Option("rest", default: 0.8, range: ValueRange(0...10), valueName: "SECONDS", help: "seconds at rest between reps")
    let then = Option("then", as: SyntheticExit.self, help: "how the person leaves the exercise after the set (not a rep): \(SyntheticExit.all.map { "\($0.name) after \($0.exercise)" }.joined(separator: ", "))")
    let yaw = Option("yaw", default: 0.0, valueName: "DEGREES", help: "camera angle around the person")
    let height = Option("height", default: CameraHeight(argument: "waist")!, help: "lens height")
    let distance = Option("distance", as: Double.self, range: ValueRange(0.8...20), valueName: "METRES", help: "camera distance (default: the nearest that keeps the whole motion in view)")
    let mocap = Option("mocap", as: MocapSource.self, help: "motion from a CMU trial (cmu:13_29) or a UI-PRMD set (uiprmd:s05-m05-correct-fast)")
    let data = Option("data", as: String.self, valueName: "DIR", help: "the shared data folder holding cmu/ and uiprmd-full/")
    let lens = Option("lens", default: Lens.back, help: "the phone camera")
    let mirrored = Flag("mirrored", help: "write the mirror image, as a front camera's preview")
    let stepBack = Option("step-back", as: StepBack.self, help: "the person first seen SCALE times larger, stepping back to their place over SECONDS, as after pressing record on a phone")
    let stepForward = Option("step-forward", as: StepForward.self, help: "the person first seen SCALE times their size (under 1: farther away), walking up to their place over SECONDS")
    let fps = Option("fps", default: 30.0, range: ValueRange(1...240), valueName: "N", help: "frames per second")
    let size = Option("size", default: FrameSize(argument: "640x480")!, help: "picture size")
    let light = Option("light", default: 1.0, range: ValueRange(0.2...1.5), valueName: "B", help: "brightness (0.4 is a dim room)")
    let backlit = Flag("backlit", help: "a bright window behind the person")
    let body = Option("body", default: BodyBuild(), help: "the person's build")
    let seed = Option("seed", default: 1, range: ValueRange(0...1_000_000), valueName: "N", help: "chooses the sensor grain of a dim picture")
    let threads = Option("threads", as: Int.self, range: ValueRange(1...256), valueName: "N", help: "rasteriser threads (default: every core; the pictures are the same)")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let entry = try render(arguments, words: Array(CommandLine.arguments.dropFirst(2))).entry
        print(entry.yaml(listIndent: "  "), terminator: "")
        return ExitStatus.success
    }

    /// Renders the video `arguments` describe and writes its truth and its entry beside it;
    /// `words` are the command's arguments as the entry's comment names them. What
    /// `kinesia render` and `kinesia render-fixtures` both make of a render.
    func render(_ arguments: ParsedArguments, words: [String]) throws -> (entry: Fixture, decodedDigest: String) {
        let definition = arguments[exercise]
        let settings = try settings(arguments)
        let trajectory = try trajectory(arguments, exercise: definition.name)
        let video = URL(fileURLWithPath: arguments[output])
        let stem = video.deletingPathExtension().lastPathComponent
        let folder = video.deletingLastPathComponent()
        let truthURL = folder.appendingPathComponent(stem + ".keypoints.json")
        let entryURL = folder.appendingPathComponent(stem + ".fixture.yaml")

        let renderer = FixtureRenderer(trajectory: trajectory, settings: settings)
        if let clearance = renderer.wallClearance, clearance < Self.wallMargin {
            throw UsageError("--step-\(settings.stepBack!.isForward ? "forward" : "back") \(settings.stepBack!.scale) puts the person \(clearance < 0 ? "into" : "against") the room's wall (\(NumberText.fixed(clearance, places: 2)) m clear): a scale nearer 1, or a nearer --distance")
        }
        let rendered = try renderer.writeVideo(to: video)
        try rendered.truth.write(to: truthURL)
        let decoded = try DecodedFrameDigest.digest(ofVideoAt: video)
        // The pipeline keeps 30 frames a second unless told otherwise.
        let maxFrameRate = settings.frameRate == FramePoseProvider.defaultMaximumFrameRate ? nil : settings.frameRate
        var labels = Self.labels(rendered, truthCount: TruthCount(poses: rendered.truth.poses, exercise: definition, side: definition.defaultSide))
        labels.keypoints = .recording(try Self.renderedFile(truthURL))
        labels.frames = rendered.deliveredFrames(maximumFrameRate: maxFrameRate ?? FramePoseProvider.defaultMaximumFrameRate)
        var entry = Fixture(
            comments: Self.comments(words: words, output: arguments[output], provenance: trajectory.provenance, decodedDigest: decoded.digest),
            id: stem, source: FixtureSource(kind: .video, file: try Self.renderedFile(video)), exercise: definition, side: definition.defaultSide,
            camera: Self.cameraTags(settings), footage: .rendered, tags: ["rendered"] + (settings.stepBack.map { [$0.isForward ? "stepping-forward" : "stepping-back"] } ?? []),
            labels: labels,
            tolerances: RenderedTolerances.tolerances(figureHeight: rendered.figureHeight),
            maxFrameRate: maxFrameRate)
        if labels.peaks != nil { entry.tolerances.peak = RenderedTolerances.peak }
        try OutputFile.write(entry.yaml(listIndent: "  "), to: entryURL)
        return (entry, decoded.digest)
    }

    /// The least room, metres, a person stepping to their place keeps from the wall behind them.
    static let wallMargin = 0.05

    /// The comments an entry's render gives it: the command, then its decoded frames' digest
    /// (the pin `kinesia render-fixtures` checks).
    static func comments(words: [String], output: String, provenance: String, decodedDigest: String) -> [String] {
        ["Rendered by `kinesia render \(Self.words(words[...], output: output))`: \(provenance).", decodedPrefix + decodedDigest]
    }

    /// The decoded frames' digest an entry's comments record.
    static func decodedDigest(in comments: [String]) -> String? {
        comments.last.flatMap { $0.hasPrefix(decodedPrefix) ? String($0.dropFirst(decodedPrefix.count)) : nil }
    }

    private static let decodedPrefix = "Decoded frames sha256: "

    /// The entry's comments for these arguments, without rendering: what an up-to-date render's
    /// entry begins with.
    func comments(_ arguments: ParsedArguments, words: [String], decodedDigest: String) throws -> [String] {
        let provenance = try trajectory(arguments, exercise: arguments[exercise].name).provenance
        return Self.comments(words: words, output: arguments[output], provenance: provenance, decodedDigest: decodedDigest)
    }

    /// The schedule's reps and times, and the reps left unfinished at the motion's end; each rep's
    /// peak and verdicts as the truth counted through the engine has them, when that count agrees
    /// with the schedule (else a warning says why they are left out), the verdicts only when no
    /// rep's truth sits near a rule's limit.
    private static func labels(_ rendered: RenderedFixture, truthCount: TruthCount) -> Labels {
        var labels = Labels(reps: rendered.repTimes.count, times: Labels.millisecondTimes(rendered.repTimes), unfinished: rendered.unfinished)
        guard truthCount.reps.count == labels.reps else {
            warn("the truth counts \(truthCount.reps.count) reps through the engine, the schedule \(labels.reps): no peak or verdict labels; check the motion against the exercise's limits (`kinesia count` on the .keypoints.json)")
            return labels
        }
        labels.peaks = Labels.tenthDegrees(truthCount.reps.map(\.peak))
        let near = truthCount.repsNearPeakLimits(margin: RenderedTolerances.verdictMargin)
        if near.isEmpty {
            labels.verdicts = truthCount.verdictLabels
        } else {
            warn("no verdict labels: the truth's rep\(near.count == 1 ? "" : "s") \(near.map { String($0.number) }.joined(separator: ", ")) peak within \(NumberText.degrees(RenderedTolerances.verdictMargin)) of a form rule's limit")
        }
        return labels
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("kinesia render: \(message)\n".utf8))
    }

    /// A file the render wrote, named as the `rendered` fixture root holds it: beside the video.
    private static func renderedFile(_ url: URL) throws -> FixtureFile {
        FixtureFile(root: "rendered", path: url.lastPathComponent, sha256: try SHA256.hex(ofFileAt: url.path))
    }

    /// The camera the settings place, as the manifest tags it.
    static func cameraTags(_ settings: RenderSettings) -> CameraTags {
        CameraTags(
            angle: CameraTags.Angle(yaw: settings.yaw), height: CameraTags.Height(metres: settings.cameraHeight),
            lens: CameraTags.Lens(diagonalFieldOfView: settings.lens.diagonalFieldOfView), mirrored: settings.mirrored,
            lighting: CameraTags.Lighting(brightness: settings.lighting.brightness, backlit: settings.lighting.backlit))
    }

    /// The command's words for the entry's comment, the output named without its folder.
    static func words(_ words: ArraySlice<String>, output: String) -> String {
        words.map { $0 == output ? URL(fileURLWithPath: output).lastPathComponent : $0 }.joined(separator: " ")
    }

    private func settings(_ arguments: ParsedArguments) throws -> RenderSettings {
        var settings = RenderSettings(threads: arguments[threads] ?? ProcessInfo.processInfo.activeProcessorCount)
        settings.yaw = arguments[yaw]
        settings.cameraHeight = arguments[height].metres
        settings.distance = arguments[distance]
        settings.lens = arguments[lens]
        settings.mirrored = arguments[mirrored]
        if arguments[stepBack] != nil, arguments[stepForward] != nil {
            throw UsageError("--step-back and --step-forward are one move: give one (SCALE over 1 back, under 1 forward)")
        }
        settings.stepBack = arguments[stepBack] ?? arguments[stepForward]?.step
        settings.frameRate = arguments[fps]
        settings.width = arguments[size].width
        settings.height = arguments[size].height
        settings.lighting = Lighting(brightness: arguments[light], backlit: arguments[backlit])
        settings.style = FigureStyle(girth: arguments[body].girth)
        settings.seed = UInt64(arguments[seed])
        return settings
    }

    private func trajectory(_ arguments: ParsedArguments, exercise: String) throws -> JointTrajectory {
        if let source = arguments[mocap] {
            let folder = URL(fileURLWithPath: arguments[data] ?? ProcessInfo.processInfo.environment["KINESIA_SHARED_DATA"].flatMap { $0.isEmpty ? nil : $0 } ?? "../shared/data")
            guard arguments[then] == nil else { throw UsageError("--then takes the synthetic motion; a --mocap trial has its own ending") }
            switch source {
            case .cmu(let trial):
                return try MocapExercise.trajectory(trial: trial, exercise: exercise, data: folder.appendingPathComponent("cmu"))
            case .uiprmd(let set, let variant):
                guard set.movement.exercise == exercise else {
                    throw UsageError("--mocap: UI-PRMD \(set.movement.code) is \(set.movement.exercise), not \(exercise)")
                }
                let trajectory = try set.trajectory(fromSharedData: folder.appendingPathComponent("uiprmd-full")).trajectory
                return (variant?.apply(trajectory) ?? trajectory).withFaceAndHands()
            }
        }
        guard let motion = SyntheticMotion.named(exercise) else { throw UsageError("no synthetic motion for \(exercise)") }
        let repDuration = arguments[tempo] ?? motion.tempos[1]
        let peaks = (arguments[peak] ?? PeakRange(argument: String(motion.typicalPeak))!).peaks(count: arguments[reps])
        let schedule = RepSchedule(peaks: peaks, repDuration: repDuration, restBetweenReps: arguments[rest])
        var body = arguments[body].proportions
        body.height = arguments[self.body].height
        return .synthetic(motion, schedule: schedule, body: body, then: try arguments[then].map { try Self.check($0, follows: exercise) })
    }

    private static func check(_ exit: SyntheticExit, follows exercise: String) throws -> SyntheticExit {
        guard exit.exercise == exercise else {
            let fitting = SyntheticExit.all.filter { $0.exercise == exercise }
            let names = fitting.isEmpty ? "none has one" : fitting.map(\.name).joined(separator: ", ")
            throw UsageError("--then expects how a \(exercise) set is left (\(names)), got \(exit.name)")
        }
        return exit
    }
}
