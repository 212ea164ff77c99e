import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaRender

// Projects the CMU trials' labelled segments (KinesiaRender's CMUTrial) through cameras at
// three yaws and two heights into Kinesia recordings, and writes their manifest entries:
//   kinesia-derive-mocap CMU-FOLDER CI-FOLDER NIGHTLY-FOLDER CI-ENTRIES NIGHTLY-ENTRIES
// One camera per segment goes to CI-FOLDER and CI-ENTRIES (root `derived`; every segment once,
// every camera twice), the rest to NIGHTLY-FOLDER and NIGHTLY-ENTRIES (root `mocap`), so the
// gate's drift check finds no file of the gate's root that the gate leaves out. Each recording is counted by the engine first; a count that is not the
// label's is printed and makes the exit status 1, and nothing is written for it.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 5 else {
    FileHandle.standardError.write(Data("usage: kinesia-derive-mocap CMU-FOLDER CI-FOLDER NIGHTLY-FOLDER CI-ENTRIES NIGHTLY-ENTRIES\n".utf8))
    exit(2)
}
let paths = arguments.map { URL(fileURLWithPath: $0) }
let data = paths[0]
let folders = (ci: paths[1], nightly: paths[2])
let entryFiles = (ci: paths[3], nightly: paths[4])

/// The cameras: in front, at 45° and side-on (the person's right), from a phone propped at
/// hip height and one on the floor.
struct Camera {
    var yaw: Double
    var height: Double
    var heightTag: String
    var angle: String { yaw == 0 ? "front" : yaw == 45 ? "diagonal" : "side" }
}
let cameras: [Camera] = [0.0, 45, 90].flatMap { yaw in
    [Camera(yaw: yaw, height: 0.9, heightTag: "waist"), Camera(yaw: yaw, height: 0.15, heightTag: "floor")]
}

func slug(_ exercise: String) -> String {
    exercise.reduce(into: "") { text, character in
        if character.isUppercase { text += "-" + character.lowercased() } else { text.append(character) }
    }
}

var ci: [String] = [], nightly: [String] = [], failures = 0, segmentIndex = 0
do {
    for output in [folders.ci, folders.nightly] {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        for name in ["NOTICE.md", "CMU_TERMS.txt", "LICENSE-NPBayesHMM"] {
            let target = output.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: data.appendingPathComponent(name), to: target)
        }
    }
    for trial in CMUTrial.all {
        for segment in trial.segments {
            defer { segmentIndex += 1 }
            guard let definition = ExerciseLibrary.named(segment.exercise) else {
                print("\(trial.name) \(segment.exercise): no library exercise")
                failures += 1
                continue
            }
            let trajectory = try MocapExercise.trajectory(trial: trial, exercise: segment.exercise, data: data)
            let times = trajectory.repTimes.map { ($0 * 1000).rounded() / 1000 }
            for (index, camera) in cameras.enumerated() {
                let id = "cmu-\(trial.name)-\(slug(segment.exercise))-yaw\(Int(camera.yaw))-\(camera.heightTag)"
                var recording = MocapRecording(camera: SyntheticCamera(yaw: camera.yaw, height: camera.height))
                recording.seed = UInt64(segmentIndex * 10 + index + 1)
                let poses = recording.poses(of: trajectory)
                var engine = RepEngine(definition: definition)
                var peaks: [String] = [], verdicts: [String] = []
                for pose in poses {
                    for event in engine.process(pose) {
                        if case .completed(let rep) = event { peaks.append(String(format: "%.0f@%.2f", rep.peak, rep.peakTime)) }
                        if case .verdict(let verdict) = event { verdicts.append("\(verdict.kind)@\(String(format: "%.1f", verdict.time)):\(String(format: "%.0f", verdict.measured))") }
                    }
                }
                for event in engine.finish() {
                    if case .completed(let rep) = event { peaks.append(String(format: "%.0f@%.2f", rep.peak, rep.peakTime)) }
                }
                let counted = engine.count == times.count && engine.unfinishedCount == segment.unfinished
                print("\(counted ? "ok  " : "FAIL") \(id): counted \(engine.count) of \(times.count), unfinished \(engine.unfinishedCount), peaks \(peaks.joined(separator: " ")), verdicts [\(verdicts.joined(separator: ", "))]")
                guard counted else {
                    failures += 1
                    continue
                }
                let inGate = index == segmentIndex % cameras.count
                let file = "cmu-mocap/\(id).json"
                let source = RecordingProvenance(
                    kind: "motion capture", width: 1280, height: 960,
                    model: "\(trajectory.provenance), SyntheticCamera yaw \(Int(camera.yaw))° height \(camera.height) m")
                let url = (inGate ? folders.ci : folders.nightly).appendingPathComponent("\(id).json")
                try Recording(source: source, poses: poses).write(to: url)
                let sha = SHA256.hex(of: try Data(contentsOf: url))
                let entry = """
                  # \(trajectory.provenance), seen from \(camera.angle) (yaw \(Int(camera.yaw))°) at \(camera.heightTag) height (\(camera.height) m).
                  - id: \(id)
                    source:
                      recording: \(file)
                      root: \(inGate ? "derived" : "mocap")
                      sha256: \(sha)
                    exercise: \(segment.exercise)
                    side: \(definition.defaultSide.rawValue)
                    camera: {angle: \(camera.angle), height: \(camera.heightTag), mirrored: false}
                    tags: [real, mocap, cmu]
                    labels:
                      reps: \(times.count)
                      times: [\(times.map { String($0) }.joined(separator: ", "))]\(segment.unfinished > 0 ? "\n      unfinished: \(segment.unfinished)" : "")

                """
                if inGate { ci.append(entry) } else { nightly.append(entry) }
            }
        }
    }
    let header = "  # Written by scripts/derive-mocap (Tools/MocapRecordings): CMU motion capture projected into recordings under\n  # the derived and mocap roots (.fixtures/derived/cmu-mocap, .fixtures/mocap/cmu-mocap, with the CMU notice and terms). Edit the tool, not this file.\n"
    try (header + ci.joined(separator: "\n")).write(to: entryFiles.ci, atomically: true, encoding: .utf8)
    try (header + nightly.joined(separator: "\n")).write(to: entryFiles.nightly, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("kinesia-derive-mocap: \(error)\n".utf8))
    exit(2)
}
print("\(ci.count + nightly.count) recordings (\(ci.count) for the gate), \(failures) not written")
exit(failures == 0 ? 0 : 1)
