import Foundation
import KinesiaManifest
import KinesiaMotion
import KinesiaRender
import KinesiaSupport
import KinesiaSynthetic

// Projects real motion capture — the CMU trials' labelled segments (CMUTrial) and the UI-PRMD
// movements that are library exercises (UIPRMDMovement) — through cameras at three yaws and two
// heights into Kinesia recordings, and writes their manifest entries:
//   kinesia-derive-mocap SHARED-DATA UIPRMD-FULL CI-FOLDER NIGHTLY-FOLDER CI-ENTRIES NIGHTLY-ENTRIES QUARANTINES
// Every UI-PRMD subject's sets (UIPRMDSet, read from UIPRMD-FULL) go to the nightly too, from
// two cameras each (sit to stand and shoulder abduction once more from Vicon's markers), their
// incorrect sets with the verdicts the motion capture's own peaks earn;
// QUARANTINES lists those today's engine miscounts. One camera per CMU segment goes to CI-FOLDER
// and CI-ENTRIES (root `derived`; every segment once, every camera twice), and so do the subjects'
// sets in `gateSets`; the rest to NIGHTLY-FOLDER and NIGHTLY-ENTRIES (root `mocap`), so
// the gate's drift check finds no file of the gate's root that the gate leaves out. Every
// recording is written with the labels the motion capture gives it, whatever today's engine
// counts: the gate judges (a miscount is a failing fixture in `kinesia run`, its missed reps named
// by time), setup only derives. The engine's count of each is printed beside it, for the reader.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 7 else {
    FileHandle.standardError.write(Data("usage: kinesia-derive-mocap SHARED-DATA UIPRMD-FULL CI-FOLDER NIGHTLY-FOLDER CI-ENTRIES NIGHTLY-ENTRIES QUARANTINES\n".utf8))
    exit(2)
}
let paths = arguments.map { URL(fileURLWithPath: $0) }
let data = paths[0]
/// The shared data's `uiprmd-full/`, each set unpacked as it is read (`UIPRMDUnpacked`).
let uiprmdFull = paths[1]
let folders = (ci: paths[2], nightly: paths[3])
let entryFiles = (ci: paths[4], nightly: paths[5])
let quarantineFile = paths[6]

/// The cameras: in front, at 45° and side-on (the person's right), from a phone propped at
/// waist height and one on the floor.
struct Camera {
    var yaw: Double
    var tag: CameraTags.Height
    var height: Double { tag.typicalMetres }
    var angle: CameraTags.Angle { CameraTags.Angle(yaw: yaw) }
}
let everyCamera: [Camera] = [0.0, 45, 90].flatMap { yaw in [Camera(yaw: yaw, tag: .waist), Camera(yaw: yaw, tag: .floor)] }
/// A subject's set is seen from two of them: a hundred sets make two hundred recordings, not six hundred.
let setCameras = [Camera(yaw: 0, tag: .waist), Camera(yaw: 45, tag: .waist)]

/// One labelled piece of real motion.
struct Motion {
    var id: String
    var trajectory: JointTrajectory
    var unfinished: Int
    var tags: [String]
    /// Whether one of its cameras goes to the gate.
    var inGate: Bool
    /// Which one (an index into `cameras`); nil spreads the motions over every camera.
    var gateCamera: Int? = nil
    var cameras: [Camera] = everyCamera
    /// Each rep's verdicts, labelled where the motion's fault is one the engine judges.
    var verdicts: [String]? = nil
    /// What a reader of the entry should know beyond where the motion comes from.
    var note: String? = nil
    var tolerances = Tolerances()
    /// The side the engine reads; nil for the exercise's default.
    var side: Side? = nil
}

/// Subjects' sets whose count an engine once got wrong, with the camera (into `setCameras`)
/// that showed it: in the gate, a change that brings the error back fails the pull request.
/// s04's and s07's correct lunges from the front: a rest read with the first rest's lengths
/// against a peak read with longer ones counted a sway after a rep as an eleventh lunge.
let gateSets = ["uiprmd-s04-m03-lunge-correct": 0, "uiprmd-s07-m03-lunge-correct": 0]

/// A stand's peak lies anywhere on the standing between two sits (1–2 s of a UI-PRMD set). Both
/// time it in the middle of its plateau, but the engine reads 180° for most of the standing and
/// the motion capture only where the hips stand above their 95th percentile (about a tenth of
/// its standing frames), so the two middles can lie a second apart.
let standingTolerances = Tolerances(repTime: 1.0, reason: "a stand peaks anywhere on the standing between two sits")

func slug(_ exercise: String) -> String {
    exercise.reduce(into: "") { text, character in
        if character.isUppercase { text += "-" + character.lowercased() } else { text.append(character) }
    }
}

/// The notices that travel with each source's recordings: the folder written, where from, which files.
let notices: [(folder: String, source: URL, files: [String], output: URL)] = [
    ("cmu-mocap", data.appendingPathComponent("cmu"), ["NOTICE.md", "CMU_TERMS.txt", "LICENSE-NPBayesHMM"], folders.ci),
    ("cmu-mocap", data.appendingPathComponent("cmu"), ["NOTICE.md", "CMU_TERMS.txt", "LICENSE-NPBayesHMM"], folders.nightly),
    ("uiprmd-mocap", data.appendingPathComponent("uiprmd"), ["NOTICE.md"], folders.nightly),
    ("uiprmd-subjects", uiprmdFull, ["NOTICE.md"], folders.ci),
    ("uiprmd-subjects", uiprmdFull, ["NOTICE.md"], folders.nightly),
]

var ci: [Fixture] = [], nightly: [Fixture] = [], differing = 0
do {
    for notice in notices {
        let target = notice.output.deletingLastPathComponent().appendingPathComponent(notice.folder)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for name in notice.files {
            let file = target.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: file)
            try FileManager.default.copyItem(at: notice.source.appendingPathComponent(name), to: file)
        }
    }
    let quarantines = try QuarantineList(contentsOf: quarantineFile)
    var motions: [Motion] = []
    for trial in CMUTrial.all {
        for segment in trial.segments {
            motions.append(Motion(
                id: "cmu-mocap/cmu-\(trial.name)-\(slug(segment.exercise))",
                trajectory: try MocapExercise.trajectory(trial: trial, exercise: segment.exercise, data: data.appendingPathComponent("cmu")),
                unfinished: segment.unfinished, tags: ["real", "mocap", "cmu"], inGate: true))
        }
    }
    for movement in UIPRMDMovement.all {
        motions.append(Motion(
            id: "uiprmd-mocap/uiprmd-\(movement.name.prefix(3))-\(slug(movement.exercise))",
            trajectory: try movement.trajectory(data: data.appendingPathComponent("uiprmd")),
            unfinished: 0, tags: ["real", "mocap", "uiprmd"], inGate: false))
    }
    /// A subject's set as a labelled motion: a correct set is labelled by its count; an incorrect
    /// one also by the verdicts its reps' real peaks earn, when its fault is one the engine's
    /// rules judge and its capture measures it finely enough (`UIPRMDCapture.labelsVerdicts`).
    func setMotion(_ set: UIPRMDSet, idSuffix: String = "", extraTags: [String] = []) throws -> (motion: Motion, labelled: UIPRMDSet.Labelled) {
        let (trajectory, labelled) = try set.trajectory(fromSharedData: uiprmdFull)
        let movement = set.movement
        let reps = labelled.reps
        let judged = !set.correct && set.capture.labelsVerdicts(of: movement.exercise) && reps.contains { !$0.verdicts.isEmpty }
        let name = "uiprmd-\(set.subject)-\(movement.code)-\(slug(movement.exercise))-\(set.correct ? "correct" : "incorrect")\(idSuffix)"
        let motion = Motion(
            id: "uiprmd-subjects/\(name)",
            trajectory: trajectory, unfinished: 0, tags: ["real", "mocap", "uiprmd", "uiprmd-subjects"] + extraTags,
            inGate: gateSets[name] != nil, gateCamera: gateSets[name],
            cameras: setCameras, verdicts: judged ? reps.map { RepVerdictText.text($0.verdicts) } : nil,
            note: "Each rep's real peak (the motion capture in 3D): \(reps.map { String(format: "%.0f°", $0.peak.angle) }.joined(separator: ", "))."
                + partialStartNote(labelled) + underThresholdNote(labelled, movement),
            tolerances: movement.exercise == "sitToStand" ? standingTolerances : Tolerances(), side: movement.side)
        return (motion, labelled)
    }
    func partialStartNote(_ labelled: UIPRMDSet.Labelled) -> String {
        labelled.partialStartOpening.map { String(
            format: " The stream begins inside the first repetition (the truth reads %.0f° at its first frame): a partial start, not counted.", $0)
        } ?? ""
    }
    func underThresholdNote(_ labelled: UIPRMDSet.Labelled, _ movement: UIPRMDSet.Movement) -> String {
        labelled.underStartThreshold.map { repetition, peak in
            String(format: " Repetition %d peaks at %.0f°, under the %.0f° start threshold: no rep, not counted.",
                   repetition, peak, movement.definition.startThreshold)
        }.joined()
    }
    var variants: [Motion] = []
    for movement in UIPRMDSet.movements {
        for subject in UIPRMDSet.subjects {
            for correct in [true, false] {
                let (motion, labelled) = try setMotion(UIPRMDSet(movement: movement, subject: subject, correct: correct))
                motions.append(motion)
                guard correct, let variant = UIPRMDSetVariant.all[movement.code] else { continue }
                // The same correct set at a tempo people keep but nobody tuned on: labelled by
                // the same count, at the moved times. Listed after every other recording, so
                // theirs keep the jitter seeds they had.
                variants.append(Motion(
                    id: "\(motion.id)-\(variant.name)",
                    trajectory: variant.apply(motion.trajectory), unfinished: 0,
                    tags: motion.tags + [variant.tag], inGate: false, cameras: setCameras,
                    note: variant.note + partialStartNote(labelled) + underThresholdNote(labelled, movement),
                    tolerances: movement.exercise == "sitToStand" ? standingTolerances : variant.repTimeTolerance.map { Tolerances(repTime: $0.seconds, reason: $0.reason) } ?? Tolerances(),
                    side: movement.side))
            }
        }
    }
    motions += variants
    // The same repetitions as Vicon measured them, where it did (sit to stand, shoulder
    // abduction): labelled by Vicon's own peaks. Listed last, so every other recording keeps its seed.
    for movement in UIPRMDSet.movements where UIPRMDCapture.vicon.recorded(movement.code) {
        for subject in UIPRMDSet.subjects {
            for correct in [true, false] {
                // A set whose markers do not locate its joints (`PlugInGaitMarkers`) is left out,
                // said why; the pinned entries show which.
                do {
                    motions.append(try setMotion(
                        UIPRMDSet(movement: movement, subject: subject, correct: correct, capture: .vicon), idSuffix: "-vicon", extraTags: ["vicon"]).motion)
                } catch let error as MocapError {
                    print("left out the Vicon set \(movement.code) \(subject) \(correct ? "correct" : "incorrect"): \(error)")
                }
            }
        }
    }
    for (motionIndex, motion) in motions.enumerated() {
        let trajectory = motion.trajectory
        let definition = ExerciseLibrary.named(trajectory.exercise)!
        let times = Labels.millisecondTimes(trajectory.repTimes)
        for (index, camera) in motion.cameras.enumerated() {
            let file = "\(motion.id)-yaw\(Int(camera.yaw))-\(camera.tag.rawValue).json"
            let id = String(file.split(separator: "/").last!.dropLast(5))
            var recording = MocapRecording(camera: SyntheticCamera(yaw: camera.yaw, height: camera.height))
            recording.seed = UInt64(motionIndex * 10 + index + 1)
            let poses = recording.poses(of: trajectory)
            var engine = RepEngine(definition: definition, side: motion.side ?? definition.defaultSide)
            var peaks: [String] = [], verdicts: [String] = []
            for event in poses.flatMap({ engine.process($0) }) + engine.finish() {
                if case .completed(let rep) = event { peaks.append(String(format: "%.0f@%.2f", rep.peak, rep.peakTime)) }
                if case .verdict(let verdict) = event { verdicts.append("\(verdict.kind)@\(String(format: "%.1f", verdict.time)):\(String(format: "%.0f", verdict.measured))") }
            }
            let counted = engine.count == times.count && engine.unfinishedCount == motion.unfinished
            if !counted { differing += 1 }
            print("\(counted ? "ok    " : "DIFFERS") \(id): counted \(engine.count) of \(times.count), unfinished \(engine.unfinishedCount), peaks \(peaks.joined(separator: " ")), verdicts [\(verdicts.joined(separator: ", "))]")
            let inGate = motion.inGate && index == (motion.gateCamera ?? motionIndex % motion.cameras.count)
            let source = RecordingProvenance(
                kind: "motion capture", width: 1280, height: 960,
                model: "\(trajectory.provenance), SyntheticCamera yaw \(Int(camera.yaw))° height \(camera.height) m")
            let url = (inGate ? folders.ci : folders.nightly).deletingLastPathComponent().appendingPathComponent(file)
            try Recording(source: source, poses: poses).write(to: url)
            let sha = SHA256.hex(of: try Data(contentsOf: url))
            let entry = Fixture(
                comments: ["\(trajectory.provenance), seen from \(camera.angle.rawValue) (yaw \(Int(camera.yaw))°) at \(camera.tag.rawValue) height (\(camera.height) m)."]
                    + (motion.note.map { [$0] } ?? []),
                id: id, source: FixtureSource(kind: .recording, file: FixtureFile(root: inGate ? "derived" : "mocap", path: file, sha256: sha)),
                exercise: definition, side: motion.side ?? definition.defaultSide, camera: CameraTags(angle: camera.angle, height: camera.tag),
                footage: .motionCapture, tags: motion.tags,
                labels: Labels(reps: times.count, times: times, verdicts: motion.verdicts, unfinished: motion.unfinished),
                tolerances: motion.tolerances,
                quarantine: quarantines[id])
            if inGate { ci.append(entry) } else { nightly.append(entry) }
        }
    }
    try quarantines.check(written: Set((ci + nightly).map(\.id)))
    let heading = [
        "Written by scripts/derive-mocap (Tools/MocapRecordings): CMU and UI-PRMD motion capture projected into recordings",
        "under the derived and mocap roots (.fixtures/derived, .fixtures/mocap, with each source's notice). Edit the tool, not this file.",
    ]
    try Fixture.yaml(ci, heading: heading, listIndent: "  ").write(to: entryFiles.ci, atomically: true, encoding: .utf8)
    try Fixture.yaml(nightly, heading: heading, listIndent: "  ").write(to: entryFiles.nightly, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("kinesia-derive-mocap: \(error)\n".utf8))
    exit(2)
}
print("\(ci.count + nightly.count) recordings (\(ci.count) for the gate), \(differing) counted otherwise by today's engine (kinesia run fails them unless Tools/mocap-quarantines.txt quarantines them)")
