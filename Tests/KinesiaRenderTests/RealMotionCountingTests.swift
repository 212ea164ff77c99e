import Foundation
import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic
import KinesiaTestSupport
import Synchronization
import Testing

/// The engine on motion nobody here invented: the CMU segments (jumping jacks, squats, knee
/// raises of subjects 13 and 14) projected as `scripts/derive-mocap` projects them, from the
/// front, at 45° and side-on, from hip height and from the floor. Skipped without the shared data.
@Suite(.needsMotionCapture)
struct RealMotionCountingTests {
    struct Outcome {
        var count = 0
        var unfinished = 0
        var peaks: [Double] = []
        var verdicts: [VerdictKind] = []
    }

    static let segments: [(trial: String, exercise: String)] = CMUTrial.all.flatMap { trial in
        trial.segments.map { (trial.name, $0.exercise) }
    }
    static let cameras = [0.0, 45, 90].flatMap { yaw in [SyntheticCamera(yaw: yaw, height: 0.9), SyntheticCamera(yaw: yaw, height: 0.15)] }

    static func run(_ trial: String, _ exercise: String, camera: SyntheticCamera) throws -> Outcome {
        try run(trajectory(trial, exercise), camera: camera)
    }

    /// Each segment read once for every test here: parsing a trial and its forward kinematics
    /// cost more than counting it from six cameras.
    private static let trajectories = Mutex<[String: JointTrajectory]>([:])

    static func trajectory(_ trial: String, _ exercise: String) throws -> JointTrajectory {
        let key = "\(trial) \(exercise)"
        if let known = trajectories.withLock({ $0[key] }) { return known }
        let trajectory = try MocapExercise.trajectory(trial: CMUTrial.named(trial)!, exercise: exercise, data: SharedData.motionCapture)
        trajectories.withLock { $0[key] = trajectory }
        return trajectory
    }

    static func run(_ trajectory: JointTrajectory, camera: SyntheticCamera) throws -> Outcome {
        var engine = RepEngine(definition: ExerciseLibrary.named(trajectory.exercise)!)
        var outcome = Outcome()
        for event in MocapRecording(camera: camera).poses(of: trajectory).flatMap({ engine.process($0) }) + engine.finish() {
            if case .completed(let rep) = event { outcome.peaks.append(rep.peak) }
            if case .verdict(let verdict) = event, verdict.rep != nil { outcome.verdicts.append(verdict.kind) }
        }
        outcome.count = engine.count
        outcome.unfinished = engine.unfinishedCount
        return outcome
    }

    @Test(arguments: segments.map { "\($0.trial) \($0.exercise)" })
    func everySegmentCountsItsLabelAtEveryCamera(segment: String) throws {
        let (trial, exercise) = (String(segment.split(separator: " ")[0]), String(segment.split(separator: " ")[1]))
        let label = CMUTrial.named(trial)!.segment(for: exercise)!
        let trajectory = try Self.trajectory(trial, exercise)
        for camera in Self.cameras {
            let outcome = try Self.run(trajectory, camera: camera)
            let context = Comment(rawValue: "\(segment), yaw \(camera.yaw)°, height \(camera.height) m: peaks \(outcome.peaks)")
            #expect(outcome.count == label.repTimes.count, context)
            #expect(outcome.unfinished == label.unfinished, context)
        }
    }

    /// Each UI-PRMD movement is one segmented repetition: one rep from every camera.
    @Test(.needsRehabilitation, arguments: UIPRMDMovement.all.map(\.name))
    func everyRehabilitationMovementIsOneRepAtEveryCamera(name: String) throws {
        let movement = UIPRMDMovement.all.first { $0.name == name }!
        let trajectory = try movement.trajectory(data: SharedData.rehabilitation)
        for camera in Self.cameras {
            let outcome = try Self.run(trajectory, camera: camera)
            let context = Comment(rawValue: "\(name) \(movement.exercise), yaw \(camera.yaw)°, height \(camera.height) m: peaks \(outcome.peaks)")
            #expect(outcome.count == 1, context)
            #expect(outcome.unfinished == 0, context)
        }
    }

    /// Full real jacks peak at 115–130°: none is too shallow from the front or at 45° at hip
    /// height; 13_31's jacks, which stop near shoulder height, count and are flagged.
    @Test func realJumpingJacksAreNotTooShallowUnlessTheyAre() throws {
        for camera in [SyntheticCamera(yaw: 0, height: 0.9), SyntheticCamera(yaw: 45, height: 0.9)] {
            for trial in ["13_29", "14_14", "14_20"] {
                let outcome = try Self.run(trial, "jumpingJack", camera: camera)
                #expect(!outcome.verdicts.contains(.tooShallow), "\(trial) yaw \(camera.yaw)°: \(outcome.peaks)")
            }
            let weak = try Self.run("13_31", "jumpingJack", camera: camera)
            #expect(weak.count == 2)
            #expect(weak.verdicts.filter { $0 == .tooShallow }.count == 2, "13_31 yaw \(camera.yaw)°: \(weak.peaks)")
        }
    }

    /// The recordings are part of the gate's input: the same segment and camera, the same poses.
    @Test func projectionIsDeterministic() throws {
        let trajectory = try Self.trajectory("14_14", "squat")
        let recording = MocapRecording(camera: SyntheticCamera(yaw: 45, height: 0.15))
        #expect(recording.poses(of: trajectory) == recording.poses(of: trajectory))
    }
}
