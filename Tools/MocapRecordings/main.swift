import Foundation
import KinesiaManifest
import KinesiaMotion
import KinesiaRender
import KinesiaSupport
import KinesiaSynthetic

// Projects real motion capture — the CMU trials' labelled segments (CMUTrial) and the UI-PRMD
// movements that are library exercises (UIPRMDMovement) — through cameras at three yaws and two
// heights into Kinesia recordings, and writes their manifest entries:
//   kinesia-derive-mocap SHARED-DATA CI-FOLDER NIGHTLY-FOLDER CI-ENTRIES NIGHTLY-ENTRIES
// One camera per CMU segment goes to CI-FOLDER and CI-ENTRIES (root `derived`; every segment
// once, every camera twice), the rest to NIGHTLY-FOLDER and NIGHTLY-ENTRIES (root `mocap`), so
// the gate's drift check finds no file of the gate's root that the gate leaves out. Every
// recording is written with the labels the motion capture gives it, whatever today's engine
// counts: the gate judges (a miscount is a failing fixture in `kinesia run`, its missed reps named
// by time), setup only derives. The engine's count of each is printed beside it, for the reader.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 5 else {
    FileHandle.standardError.write(Data("usage: kinesia-derive-mocap SHARED-DATA CI-FOLDER NIGHTLY-FOLDER CI-ENTRIES NIGHTLY-ENTRIES\n".utf8))
    exit(2)
}
let paths = arguments.map { URL(fileURLWithPath: $0) }
let data = paths[0]
let folders = (ci: paths[1], nightly: paths[2])
let entryFiles = (ci: paths[3], nightly: paths[4])

/// The cameras: in front, at 45° and side-on (the person's right), from a phone propped at
/// waist height and one on the floor.
struct Camera {
    var yaw: Double
    var tag: CameraTags.Height
    var height: Double { tag.typicalMetres }
    var angle: CameraTags.Angle { CameraTags.Angle(yaw: yaw) }
}
let cameras: [Camera] = [0.0, 45, 90].flatMap { yaw in [Camera(yaw: yaw, tag: .waist), Camera(yaw: yaw, tag: .floor)] }

/// One labelled piece of real motion.
struct Motion {
    var id: String
    var trajectory: JointTrajectory
    var unfinished: Int
    var tags: [String]
    /// Whether one of its cameras goes to the gate.
    var inGate: Bool
}

func slug(_ exercise: String) -> String {
    exercise.reduce(into: "") { text, character in
        if character.isUppercase { text += "-" + character.lowercased() } else { text.append(character) }
    }
}

/// The notices that travel with each source's recordings.
let notices = [("cmu", ["NOTICE.md", "CMU_TERMS.txt", "LICENSE-NPBayesHMM"]), ("uiprmd", ["NOTICE.md"])]

var ci: [Fixture] = [], nightly: [Fixture] = [], differing = 0
do {
    for (folder, output) in [("cmu-mocap", folders.ci), ("cmu-mocap", folders.nightly), ("uiprmd-mocap", folders.nightly)] {
        let target = output.deletingLastPathComponent().appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for name in notices.first(where: { folder.hasPrefix($0.0) })!.1 {
            let file = target.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: file)
            try FileManager.default.copyItem(at: data.appendingPathComponent(folder.hasPrefix("cmu") ? "cmu" : "uiprmd").appendingPathComponent(name), to: file)
        }
    }
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
    for (motionIndex, motion) in motions.enumerated() {
        let trajectory = motion.trajectory
        let definition = ExerciseLibrary.named(trajectory.exercise)!
        let times = Labels.millisecondTimes(trajectory.repTimes)
        for (index, camera) in cameras.enumerated() {
            let file = "\(motion.id)-yaw\(Int(camera.yaw))-\(camera.tag.rawValue).json"
            let id = String(file.split(separator: "/").last!.dropLast(5))
            var recording = MocapRecording(camera: SyntheticCamera(yaw: camera.yaw, height: camera.height))
            recording.seed = UInt64(motionIndex * 10 + index + 1)
            let poses = recording.poses(of: trajectory)
            var engine = RepEngine(definition: definition)
            var peaks: [String] = [], verdicts: [String] = []
            for event in poses.flatMap({ engine.process($0) }) + engine.finish() {
                if case .completed(let rep) = event { peaks.append(String(format: "%.0f@%.2f", rep.peak, rep.peakTime)) }
                if case .verdict(let verdict) = event { verdicts.append("\(verdict.kind)@\(String(format: "%.1f", verdict.time)):\(String(format: "%.0f", verdict.measured))") }
            }
            let counted = engine.count == times.count && engine.unfinishedCount == motion.unfinished
            if !counted { differing += 1 }
            print("\(counted ? "ok    " : "DIFFERS") \(id): counted \(engine.count) of \(times.count), unfinished \(engine.unfinishedCount), peaks \(peaks.joined(separator: " ")), verdicts [\(verdicts.joined(separator: ", "))]")
            let inGate = motion.inGate && index == motionIndex % cameras.count
            let source = RecordingProvenance(
                kind: "motion capture", width: 1280, height: 960,
                model: "\(trajectory.provenance), SyntheticCamera yaw \(Int(camera.yaw))° height \(camera.height) m")
            let url = (inGate ? folders.ci : folders.nightly).deletingLastPathComponent().appendingPathComponent(file)
            try Recording(source: source, poses: poses).write(to: url)
            let sha = SHA256.hex(of: try Data(contentsOf: url))
            let entry = Fixture(
                comments: ["\(trajectory.provenance), seen from \(camera.angle.rawValue) (yaw \(Int(camera.yaw))°) at \(camera.tag.rawValue) height (\(camera.height) m)."],
                id: id, source: FixtureSource(kind: .recording, file: FixtureFile(root: inGate ? "derived" : "mocap", path: file, sha256: sha)),
                exercise: definition, side: definition.defaultSide, camera: CameraTags(angle: camera.angle, height: camera.tag),
                footage: .motionCapture, tags: motion.tags,
                labels: Labels(reps: times.count, times: times, unfinished: motion.unfinished))
            if inGate { ci.append(entry) } else { nightly.append(entry) }
        }
    }
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
print("\(ci.count + nightly.count) recordings (\(ci.count) for the gate), \(differing) counted otherwise by today's engine (kinesia run fails them)")
