import Foundation
import KinesiaMotion
import KinesiaSynthetic

/// One subject's set of a UI-PRMD movement: the subject's segmented repetitions of the full data
/// (shared data `uiprmd-full/`, the files of one capture system unpacked), done correctly or
/// deliberately not, played one after the other as a person doing the set would. The set has as many reps as
/// `rep_durations.csv` lists files for it, less the first when the stream begins inside it (a
/// partial start): that count is the label, whatever an engine makes of it.
public struct UIPRMDSet: Sendable {
    /// A movement that is a library exercise.
    public struct Movement: Sendable {
        /// `m01`.
        public var code: String
        public var exercise: String
        public var description: String
        /// The side the engine reads, when not the exercise's default.
        public var side: Side? = nil

        public var definition: ExerciseDefinition { ExerciseLibrary.named(exercise)! }
        public var measuredSide: Side { side ?? definition.defaultSide }
    }

    /// The movements that are library exercises. Left out: scaption (m10), an arm raised between
    /// the front and the side, which no library measurement follows.
    public static let movements: [Movement] = [
        Movement(code: "m01", exercise: "squat", description: "deep squat"),
        Movement(code: "m03", exercise: "lunge", description: "inline lunge"),
        Movement(code: "m05", exercise: "sitToStand", description: "sit to stand"),
        Movement(code: "m06", exercise: "kneeRaise", description: "standing active straight-leg raise"),
        // One arm: the right for eight subjects, the left for s07 and s10 (the other hangs at
        // 12–42°), so the exercise's mean of both arms would halve every raise.
        Movement(code: "m07", exercise: "shoulderAbduction", description: "standing shoulder abduction", side: .either),
    ]

    /// Standing still between two repetitions, seconds: the joints move linearly from where one
    /// file ends to where the next begins, so a set has no jump a pose model would never report.
    public static let rest = 0.3

    /// UI-PRMD's ten subjects, `s01`–`s10`.
    public static let subjects = (1...10).map { String(format: "s%02d", $0) }

    public var movement: Movement
    /// `s01`.
    public var subject: String
    public var correct: Bool

    /// The system the repetitions are read from (Vicon recorded only sit to stand and shoulder
    /// abduction).
    public var capture: UIPRMDCapture

    public init(movement: Movement, subject: String, correct: Bool, capture: UIPRMDCapture = .kinect) {
        self.movement = movement
        self.subject = subject
        self.correct = correct
        self.capture = capture
    }

    /// A repetition as the motion capture has it: when it peaks and what its peak really was.
    public struct Rep: Sendable {
        public var peak: TruthMeasurement.Peak
        public var verdicts: Set<VerdictKind>
    }

    /// The set's repetitions as the motion capture labels them: the completed reps, and when the
    /// stream begins inside the first repetition (a partial start, not among them), the truth's
    /// reading at its first frame.
    public struct Labelled: Sendable {
        public var reps: [Rep]
        public var partialStartOpening: Double? = nil
        /// The repetitions (numbered from 1 in file order) whose real peak stays under the
        /// exercise's start threshold, with that peak: a movement the engine's rules never start
        /// a rep for (a lunge done 29° deep), so no rep, whatever the data lists.
        public var underStartThreshold: [(repetition: Int, peak: Double)] = []
    }

    /// `data` is an unpacked copy of `uiprmd-full/`: `rep_durations.csv` and the capture's
    /// `correct` or `incorrect` folder (`kinect/correct`, …) with the `.txt` files.
    public func trajectory(data: URL) throws -> (trajectory: JointTrajectory, labelled: Labelled) {
        guard capture.recorded(movement.code) else {
            throw MocapError(file: "uiprmd-full:\(key)", "\(capture.systemName) recorded no \(movement.description), only "
                + Self.movements.filter { capture.recorded($0.code) }.map(\.description).joined(separator: " and "))
        }
        let episodes = try Self.episodes(data: data)[key] ?? []
        guard !episodes.isEmpty else { throw MocapError(file: "uiprmd-full:\(key)", "rep_durations.csv lists no repetition") }
        let folder = data.appendingPathComponent(capture.folder(correct: correct))
        var frames: [[Joint: Vector3]] = []
        var spans: [Range<Int>] = []
        for episode in episodes {
            var repetition: [[Joint: Vector3]] = try capture.frames(folder: folder, stem: "\(movement.code)_\(subject)_\(episode)", correct: correct)
            if let last = frames.last {
                // The subject stepped a little between files: each starts where the last ended.
                let step = last[.root]! - repetition[0][.root]!
                let across = Vector3(step.x, 0, step.z)
                repetition = repetition.map { $0.mapValues { $0 + across } }
                frames += between(last, repetition[0])
            }
            spans.append(frames.count..<(frames.count + repetition.count))
            frames += repetition
        }
        frames = MocapExercise.standOnFloorFacingForward(frames)
        let labelled = labelled(frames, spans: spans)
        let trajectory = JointTrajectory.sampled(
            frames, frameRate: capture.frameRate, exercise: movement.exercise, repTimes: labelled.reps.map(\.peak.time),
            bodyHeight: UIPRMDMovement.bodyHeight(frames),
            provenance: "UI-PRMD \(movement.code) \(subject) (\(movement.description), \(correct ? "correct" : "incorrect"), \(episodes.count) repetitions, \(capture.systemName))")
        return (trajectory, labelled)
    }

    /// Each repetition's real peak and verdicts, given where each file's frames lie in the set.
    /// The first is a partial start when the stream begins inside it, as the engine reads one: a
    /// file that opens mid-repetition (a lunge already deep, an arm already rising). One whose
    /// real peak stays under the start threshold is no rep either.
    func labelled(_ frames: [[Joint: Vector3]], spans: [Range<Int>]) -> Labelled {
        let truth = TruthMeasurement(definition: movement.definition, side: movement.measuredSide, frames: frames)
        let times = frames.indices.map { Double($0) / capture.frameRate }
        let windows = repWindows(spans, frames: frames)
        let reps = windows.map { window in
            let peak = truth.peak(Array(frames[window]), times: Array(times[window]))
            return Rep(peak: peak, verdicts: truth.verdicts(peak))
        }
        let threshold = movement.definition.startThreshold
        var labelled = Labelled(reps: reps)
        labelled.underStartThreshold = reps.indices.filter { reps[$0].peak.angle < threshold }.map { ($0 + 1, reps[$0].peak.angle) }
        // A sit to stand's first rep rises from the first seat, after the stream's opening stand.
        if let first = windows.first, first.lowerBound == 0, let opening = truth.partialStartOpening(Array(frames[first])) {
            labelled.partialStartOpening = opening
            labelled.reps.removeFirst()
        }
        labelled.reps.removeAll { $0.peak.angle < threshold }
        return labelled
    }

    /// `m01_s01 correct`: the set's key in `rep_durations.csv`.
    var key: String { "\(movement.code)_\(subject) \(correct ? "correct" : "incorrect")" }

    /// Where each repetition's peak lies, given where each file's frames lie in the set. A sit
    /// to stand file goes stand → sit → stand, and the rep the engine counts rises from the seat
    /// and lasts until the next sit: from one file's lowest hips to the next's. Every other
    /// movement peaks once inside its file.
    func repWindows(_ spans: [Range<Int>], frames: [[Joint: Vector3]]) -> [Range<Int>] {
        guard movement.exercise == "sitToStand" else { return spans }
        let seated = spans.map { span in span.min { frames[$0][.root]!.y < frames[$1][.root]!.y }! }
        return seated.indices.map { index in seated[index]..<(index + 1 < seated.count ? seated[index + 1] : frames.count) }
    }

    func between(_ from: [Joint: Vector3], _ to: [Joint: Vector3]) -> [[Joint: Vector3]] {
        let count = Int((Self.rest * capture.frameRate).rounded())
        return (1...count).map { step in
            let fraction = Double(step) / Double(count + 1)
            var joints: [Joint: Vector3] = [:]
            for (joint, position) in from { joints[joint] = position + fraction * (to[joint]! - position) }
            return joints
        }
    }

    /// The episodes (`e01`, …) of every set, by key, in file order, from `rep_durations.csv`.
    public static func episodes(data: URL) throws -> [String: [String]] {
        let url = data.appendingPathComponent("rep_durations.csv")
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw MocapError(file: url.path, "cannot read the repetitions' list (\(error.localizedDescription))")
        }
        var episodes: [String: [String]] = [:]
        for (index, line) in text.split(whereSeparator: \.isNewline).enumerated().dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4, fields[3] == "0" || fields[3] == "1" else {
                throw MocapError(file: url.path, line: index + 1, "not movement,subject,episode,correct,…")
            }
            episodes["\(fields[0])_\(fields[1]) \(fields[3] == "1" ? "correct" : "incorrect")", default: []].append(fields[2])
        }
        return episodes.mapValues { $0.sorted() }
    }
}
