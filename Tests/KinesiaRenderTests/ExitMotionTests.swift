import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic
import Testing

/// Leaving the exercise after the set, as the renderer moves the figure: the truth counted
/// through the engine keeps the set's five reps, and the exit is none of them.
struct ExitMotionTests {
    /// Five brisk reps then `exit`, filmed as the gate's short clips are (320×240, 15 fps), and
    /// the truth of every frame with nothing hiding a landmark: the count must not rest on
    /// occlusion, only on the motion.
    static func render(_ exit: SyntheticExit, yaw: Double, height: Double) -> (renderer: FixtureRenderer, schedule: RepSchedule, truth: [Pose]) {
        let motion = SyntheticMotion.named(exit.exercise)!
        let schedule = RepSchedule(peaks: Array(repeating: motion.typicalPeak, count: 5), repDuration: motion.tempos[0], restBetweenReps: 0.4)
        var settings = RenderSettings(threads: 1)
        settings.yaw = yaw
        settings.cameraHeight = height
        settings.width = 320
        settings.height = 240
        settings.frameRate = 15
        let renderer = FixtureRenderer(trajectory: .synthetic(motion, schedule: schedule, body: BodyProportions(), then: exit), settings: settings)
        let truth = GroundTruth(camera: renderer.camera, bodyHeight: renderer.trajectory.bodyHeight)
        let poses = renderer.frameTimes.map { time in truth.pose(renderer.trajectory.joints(time), at: time) { _, _ in .infinity } }
        return (renderer, schedule, poses)
    }

    static func session(_ poses: [Pose], _ exercise: ExerciseDefinition) -> MotionSession {
        let session = MotionSession(exercise: exercise)
        for pose in poses { _ = session.process(pose) }
        session.finish()
        return session
    }

    @Test(arguments: [(90.0, 0.9), (90, 0.15), (45, 0.9), (0, 0.9)])
    func gettingUpAfterPushUpsIsNoRep(yaw: Double, height: Double) {
        let (renderer, schedule, truth) = Self.render(.standingUpFromPlank, yaw: yaw, height: height)
        #expect(renderer.trajectory.duration > schedule.duration + SyntheticExit.standingUpFromPlank.duration)
        let session = Self.session(truth, ExerciseLibrary.pushUp)
        #expect(session.reps.count == 5, "yaw \(yaw): \(session.reps.map(\.peakTime))")
        #expect(session.verdicts.isEmpty && session.unfinished.isEmpty, "yaw \(yaw)")
        #expect(session.postureLeft.map(\.untilEnd) == [true], "yaw \(yaw)")
        #expect(session.postureLeft.first.map { $0.start > schedule.duration } == true, "yaw \(yaw)")
    }

    /// Filmed side-on, the camera framed for the squats: walking off, the person leaves the picture, and
    /// every landmark of the last frames is marked off it. Walking is upright, and each swinging
    /// leg lifts its ankle toward the hip as a squat does; crossing the picture, the hips leave
    /// the squat's place, which ends the set before a stride can read as a squat begun.
    @Test(arguments: [0.9, 0.15])
    func walkingAwayAfterSquatsLeavesThePictureAndIsNoRep(height: Double) {
        let (_, schedule, truth) = Self.render(.walkingAway, yaw: 90, height: height)
        let offPicture = { (pose: Pose) in pose.points.filter { $0.point.confidence == GroundTruth.offPictureConfidence }.count }
        #expect(truth.filter { $0.timestamp <= schedule.duration }.allSatisfy { offPicture($0) == 0 })
        #expect(offPicture(truth.last!) == LandmarkPlacement.landmarks.count)
        Self.expectFiveSquatsThenLeft(Self.session(truth, ExerciseLibrary.squat), schedule, height: height)
    }

    /// Filmed from the front, walking off goes straight away from the camera: the hips never cross
    /// the picture, and the body shrinks as a whole, while each stride lifts an ankle toward the
    /// hip as a squat does. Seen at under 0.8 of the size the person had at the last rep, they have
    /// left their place: the set ends there, and the walk is no rep, counted or unfinished.
    @Test(arguments: [0.9, 0.15])
    func walkingStraightAwayAfterSquatsIsNoRep(height: Double) {
        let (_, schedule, truth) = Self.render(.walkingAway, yaw: 0, height: height)
        Self.expectFiveSquatsThenLeft(Self.session(truth, ExerciseLibrary.squat), schedule, height: height)
    }

    /// The five squats counted within the schedule, nothing unfinished or begun before the
    /// stream, and the posture left after the schedule's end, for good.
    static func expectFiveSquatsThenLeft(_ session: MotionSession, _ schedule: RepSchedule, height: Double) {
        #expect(session.reps.count == 5, "height \(height): \(session.reps.map(\.peakTime))")
        #expect(session.reps.allSatisfy { $0.peakTime < schedule.duration })
        #expect(session.unfinished.isEmpty && session.partialStarts.isEmpty, "height \(height): \(session.unfinished)")
        #expect(session.postureLeft.map(\.untilEnd) == [true], "height \(height): \(session.postureLeft)")
        #expect(session.postureLeft.first.map { $0.start > schedule.duration } == true, "height \(height)")
    }
}
