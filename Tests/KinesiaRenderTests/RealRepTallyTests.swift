import Foundation
import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// Where `RealRepTallyTests` writes its tables; nil skips it.
private let realRepTallyOutput = ProcessInfo.processInfo.environment["KINESIA_REAL_REP_TALLY"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }

/// How the engine counts all the real motion at hand: every UI-PRMD subject's deep squats,
/// inline lunges and straight-leg raises, correct and incorrect (`uiprmd-full/`, 600
/// single-rep Kinect files; one that opens inside its rep holds a partial start, no rep), their
/// sit-to-stand and shoulder-abduction sets as Kinect and Vicon measured them, and the CMU
/// segments, each projected from six cameras. Per exercise and source, how many runs
/// count exactly, one off, or worse; and every movement the engine ended (counted or dropped)
/// with its range, duration and largest one-frame step, for judging a counting limit against
/// real reps and the glitches Kinect v1 makes (a limb lost for a frame or two). Heavy (about
/// 4,000 runs): run by `scripts/measure-real-rep-tally`, which sets `KINESIA_REAL_REP_TALLY` to
/// the folder the tables go to; skipped otherwise.
@Suite(.enabled(if: realRepTallyOutput != nil, "set KINESIA_REAL_REP_TALLY (scripts/measure-real-rep-tally)"))
struct RealRepTallyTests {

    static let cameras = [0.0, 45, 90].flatMap { yaw in [SyntheticCamera(yaw: yaw, height: 0.9), SyntheticCamera(yaw: yaw, height: 0.15)] }

    /// One projected recording: what it is, the reps it holds, and how the engine counted it.
    struct Run {
        var exercise: String
        var source: String
        var name: String
        var camera: SyntheticCamera
        var labelled: Int
        var counted = 0
        /// The count with every floor at the exercise's minimums: as before the floor, when a
        /// movement short of a minimum was dropped.
        var countedAtMinimums = 0
        /// One line per movement the engine ended.
        var movements: [String] = []
    }

    /// Counts `trajectory` from `camera`, keeping the smoothed angle to find each movement's
    /// largest one-frame step.
    static func count(_ trajectory: JointTrajectory, _ camera: SyntheticCamera, into run: inout Run, side: Side? = nil) {
        let definition = ExerciseLibrary.named(trajectory.exercise)!
        var engine = RepEngine(definition: definition, side: side ?? definition.defaultSide)
        var atMinimums = RepEngine(definition: definitionWithFloorsAtMinimums(definition), side: side ?? definition.defaultSide)
        var trace: [(time: Double, angle: Double)] = []
        func largestStep(_ start: Double, _ end: Double) -> Double {
            var largest = 0.0
            for index in trace.indices.dropFirst() where trace[index].time >= start && trace[index - 1].time <= end {
                largest = max(largest, abs(trace[index].angle - trace[index - 1].angle))
            }
            return largest
        }
        var events: [RepEvent] = []
        for pose in MocapRecording(camera: camera).poses(of: trajectory) {
            let before = engine.angle
            _ = atMinimums.process(pose)
            events += engine.process(pose)
            if let angle = engine.angle, angle != before || trace.last?.time != pose.timestamp { trace.append((pose.timestamp, angle)) }
        }
        events += engine.finish()
        _ = atMinimums.finish()
        run.countedAtMinimums = atMinimums.count
        for event in events {
            switch event {
            case .completed(let rep):
                run.counted += 1
                run.movements.append("counted\t\(rep.range)\t\(rep.duration)\t\(largestStep(rep.start, rep.end))")
            case .rejected(let rejected):
                run.movements.append("dropped \(rejected.reason.rawValue)\t\(rejected.peak)\t\(rejected.duration)\t\(largestStep(rejected.start, rejected.end))")
            case .verdict(let verdict):
                run.movements.append("\(verdict.rep == nil ? "rejection" : "verdict") \(verdict.kind.rawValue)\t\(verdict.measured)\t\(verdict.limit)\t")
            case .unfinished(let rep):
                run.movements.append("unfinished\t\(rep.peak)\t\(rep.lastTime - rep.start)\t\(largestStep(rep.start, rep.lastTime))")
            case .partialStart(let partial):
                run.movements.append("partial start\t\(partial.peak)\t\((partial.end ?? .nan) - partial.firstTime)\t")
            default:
                break
            }
        }
    }

    /// `definition` with its floor at its minimums: what counts is what counted before the floor.
    static func definitionWithFloorsAtMinimums(_ definition: ExerciseDefinition) -> ExerciseDefinition {
        var before = definition
        before.floor = RepFloor(range: definition.minimumRange, duration: definition.minimumDuration, source: "the minimums")
        return before
    }

    /// Every Kinect file of `prefix`, correct and incorrect, unzipped into `folder` under the
    /// names `UIPRMDMovement` reads (the incorrect ones under `incorrect/`).
    static func unzip(_ prefix: String, into folder: URL) throws -> [(stem: String, folder: URL, correct: Bool)] {
        let kinect = SharedData.root.appendingPathComponent("uiprmd-full/kinect")
        var files: [(String, URL, Bool)] = []
        for kind in ["correct", "incorrect"] {
            let target = folder.appendingPathComponent(kind)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let names = try FileManager.default.contentsOfDirectory(atPath: kinect.appendingPathComponent(kind).path)
                .filter { $0.hasPrefix(prefix + "_") && $0.hasSuffix(".txt.gz") }.sorted()
            for name in names {
                let plain = name.replacingOccurrences(of: "_inc", with: "").replacingOccurrences(of: ".gz", with: "")
                try UIPRMDUnpacked.gunzip(kinect.appendingPathComponent("\(kind)/\(name)"), to: target.appendingPathComponent(plain))
                if plain.hasSuffix("_positions.txt") { files.append((String(plain.dropLast("_positions.txt".count)), target, kind == "correct")) }
            }
        }
        return files
    }

    @Test func tallyEveryRealRecording() throws {
        let output = try #require(realRepTallyOutput)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiprmd-tally-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var runs: [Run] = []
        for movement in UIPRMDMovement.all {
            let prefix = String(movement.name.prefix(3))
            for file in try Self.unzip(prefix, into: folder.appendingPathComponent(prefix)) {
                var recording = movement
                recording.name = file.stem
                let trajectory = try recording.trajectory(data: file.folder)
                for camera in Self.cameras {
                    var run = Run(exercise: movement.exercise, source: file.correct ? "UI-PRMD correct" : "UI-PRMD incorrect", name: file.stem, camera: camera, labelled: trajectory.repTimes.count)
                    Self.count(trajectory, camera, into: &run)
                    runs.append(run)
                }
            }
        }
        // Sit to stand and shoulder abduction as whole sets, from both systems that measured
        // them (`UIPRMDCapture`): a set opens standing, so its single files cannot be counted alone.
        for movement in UIPRMDSet.movements where UIPRMDCapture.vicon.recorded(movement.code) {
            for capture in UIPRMDCapture.allCases {
                for subject in UIPRMDSet.subjects {
                    for correct in [true, false] {
                        let set = UIPRMDSet(movement: movement, subject: subject, correct: correct, capture: capture)
                        let (trajectory, labelled): (JointTrajectory, UIPRMDSet.Labelled)
                        do {
                            (trajectory, labelled) = try set.trajectory(fromSharedData: SharedData.rehabilitationSets)
                        } catch let error as MocapError where capture == .vicon {
                            // Markers that do not place the joints (s05's pelvis): left out, said why.
                            print("left out: \(error)")
                            continue
                        }
                        for camera in Self.cameras {
                            var run = Run(
                                exercise: movement.exercise, source: "UI-PRMD \(correct ? "correct" : "incorrect") sets, \(capture.systemName)",
                                name: "\(movement.code)_\(subject)", camera: camera, labelled: labelled.reps.count)
                            Self.count(trajectory, camera, into: &run, side: movement.side)
                            runs.append(run)
                        }
                    }
                }
            }
        }
        for trial in CMUTrial.all {
            for segment in trial.segments {
                let trajectory = try MocapExercise.trajectory(trial: trial, exercise: segment.exercise, data: SharedData.motionCapture)
                for camera in Self.cameras {
                    var run = Run(exercise: segment.exercise, source: "CMU", name: trial.name, camera: camera, labelled: segment.repTimes.count)
                    Self.count(trajectory, camera, into: &run)
                    runs.append(run)
                }
            }
        }
        var lines = ["exercise\tsource\tname\tyaw\theight\tlabelled\tcounted\tmovement\tmeasured\tduration or limit\tlargest step"]
        for run in runs {
            let head = "\(run.exercise)\t\(run.source)\t\(run.name)\t\(Int(run.camera.yaw))\t\(run.camera.height)\t\(run.labelled)\t\(run.counted)"
            lines += run.movements.isEmpty ? [head + "\tnone\t\t\t"] : run.movements.map { head + "\t" + $0 }
        }
        try (lines.joined(separator: "\n") + "\n").write(to: output.appendingPathComponent("movements.tsv"), atomically: true, encoding: .utf8)
        // Exact, one off and worse with the floors, then with the floors at the minimums; and
        // how many runs the floors bring closer to their label, and how many further.
        var table = ["exercise\tsource\truns\texact\toff by one\tworse\tat minimums: exact\toff by one\tworse\tcloser\tfurther"]
        let groups = Dictionary(grouping: runs) { "\($0.exercise)\t\($0.source)" }
        func tally(_ off: [Int]) -> String { "\(off.filter { $0 == 0 }.count)\t\(off.filter { $0 == 1 }.count)\t\(off.filter { $0 > 1 }.count)" }
        for key in groups.keys.sorted() {
            let group = groups[key]!
            let off = group.map { abs($0.counted - $0.labelled) }, before = group.map { abs($0.countedAtMinimums - $0.labelled) }
            let closer = zip(off, before).filter { $0 < $1 }.count, further = zip(off, before).filter { $0 > $1 }.count
            table.append("\(key)\t\(group.count)\t\(tally(off))\t\(tally(before))\t\(closer)\t\(further)")
        }
        try (table.joined(separator: "\n") + "\n").write(to: output.appendingPathComponent("tally.tsv"), atomically: true, encoding: .utf8)
        print(table.joined(separator: "\n"))
    }
}
