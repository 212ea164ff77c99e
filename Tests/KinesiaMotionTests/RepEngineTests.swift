import Testing
import KinesiaMotion
import KinesiaTestSupport

struct RepEngineTests {
    func events(_ poses: [Pose], _ definition: ExerciseDefinition, side: Side? = nil, smoothing: Double = 0.5) -> [RepEvent] {
        var engine = RepEngine(definition: definition, side: side)
        engine.smoothing = smoothing
        return poses.flatMap { engine.process($0) } + engine.finish()
    }

    func completed(_ events: [RepEvent]) -> [Rep] {
        events.compactMap { if case .completed(let rep) = $0 { rep } else { nil } }
    }

    @Test(arguments: [15.0, 24, 30, 60, 120])
    func theFrameRateChangesNeitherCountNorTiming(frameRate: Double) {
        var session = SyntheticSession(motion: .squat, reps: 4, repDuration: 2)
        session.frameRate = frameRate
        let reps = completed(events(session.poses(), ExerciseLibrary.squat))
        #expect(reps.count == 4)
        for (rep, peakTime) in zip(reps, session.peakTimes) {
            #expect(abs(rep.peakTime - peakTime) <= 0.6 / frameRate + 0.05)
            #expect(abs(rep.duration - reps[0].duration) < 0.05)
        }
    }

    @Test func durationsComeFromTimestampsNotFromHowFastPosesArrive() {
        // The same movement stamped twice as slow is a different, slower movement.
        let session = SyntheticSession(motion: .elbowFlexion, reps: 2, repDuration: 2)
        let normal = completed(events(session.poses(), ExerciseLibrary.elbowFlexion))
        let stretched = session.poses().map { pose -> Pose in
            var pose = pose
            pose.timestamp *= 2
            return pose
        }
        let slow = completed(events(stretched, ExerciseLibrary.elbowFlexion))
        #expect(normal.count == 2 && slow.count == 2)
        #expect(abs(slow[0].duration - 2 * normal[0].duration) < 0.05)
    }

    @Test func posesMissingAMeasuredJointAreIgnoredAndReported() {
        var poses = oneRep(peak: 120)
        poses[3][.rightWrist] = nil
        poses[4][.rightWrist] = PosePoint(x: 0, y: 0, confidence: 0.2)
        let all = events(poses, ExerciseLibrary.elbowFlexion, side: .right, smoothing: 1)
        let ignored = all.compactMap { if case .ignored(let pose) = $0 { pose } else { nil } }
        #expect(ignored.map(\.time) == [poses[3].timestamp, poses[4].timestamp])
        #expect(ignored.allSatisfy { $0.reason == .missingJoints })
        #expect(completed(all).map(\.peak) == [120])
    }

    @Test func aPoseFromThePastIsIgnored() {
        var poses = oneRep(peak: 120)
        poses.insert(elbowPose(flexion: 90, time: 0.01), at: 10)
        let all = events(poses, ExerciseLibrary.elbowFlexion, side: .right, smoothing: 1)
        #expect(all.contains { if case .ignored(let pose) = $0 { pose.time == 0.01 && pose.reason == .timestampOutOfOrder } else { false } })
        #expect(completed(all).map(\.peak) == [120])
    }

    @Test func aPortraitImageIsMeasuredInPixelsNotInNormalizedUnits() {
        // The same arm in a 9:16 frame: x is squeezed in normalized units; the angle is not.
        let portrait = oneRep(peak: 120).map { pose -> Pose in
            var points: [Joint: PosePoint] = [:]
            for (joint, point) in pose.points {
                points[joint] = PosePoint(x: 0.5 + point.x / 1000 * 16 / 9, y: 0.2 + point.y / 1000)
            }
            return Pose(points: points, timestamp: pose.timestamp, aspectRatio: 9.0 / 16)
        }
        #expect(completed(events(portrait, ExerciseLibrary.elbowFlexion, side: .right, smoothing: 1)).map(\.peak) == [120])
    }

    @Test func smoothingLowersPeaksAndOneTurnsItOff() {
        let poses = oneRep(peak: 120)
        let raw = completed(events(poses, ExerciseLibrary.elbowFlexion, side: .right, smoothing: 1))
        let smoothed = completed(events(poses, ExerciseLibrary.elbowFlexion, side: .right))
        #expect(raw.map(\.peak) == [120])
        #expect(smoothed.count == 1 && smoothed[0].peak < 120 && smoothed[0].peak > 100)
    }

    @Test func sidesThatDifferAtThePeakAreAsymmetric() {
        // Left arm curls to 130°, right arm only to 90°: averaged, counted, flagged.
        let right = SyntheticSession(motion: .elbowFlexion, peaks: [90], repDuration: 2).poses()
        let left = SyntheticSession(motion: .elbowFlexion, peaks: [130], repDuration: 2).poses()
        let combined = zip(right, left).map { r, l -> Pose in
            var pose = r
            for joint in Joint.allCases where joint.rawValue.hasPrefix("left") { pose[joint] = l[joint] }
            return pose
        }
        let definition = ExerciseDefinition(
            name: "bilateralCurl", summary: "test", measurement: ExerciseLibrary.elbowFlexion.measurement,
            defaultSide: .both, startThreshold: 40, endThreshold: 30, minimumRange: 60,
            minimumDuration: 0.4, maximumDuration: 10, formRules: [.maximumSideDifference(20)])
        let all = events(combined, definition)
        #expect(completed(all).count == 1)
        let verdicts = all.compactMap { if case .verdict(let verdict) = $0 { verdict } else { nil } }
        #expect(verdicts.map(\.kind) == [.asymmetric])
        #expect(verdicts.first.map { $0.measured > 30 && $0.measured < 45 } == true, "\(verdicts)")
    }

    @Test func aRepLongerThanTheMaximumIsRejectedAsTooSlow() {
        let session = SyntheticSession(motion: .jumpingJack, reps: 1, repDuration: 9)
        let all = events(session.poses(), ExerciseLibrary.jumpingJack)
        #expect(completed(all).isEmpty)
        #expect(all.contains { if case .rejected(let r) = $0 { r.reason == .tooSlow } else { false } })
    }

    @Test func aHiddenFarSideIsLeftOutWhenMeasuringTheVisibleSide() {
        // Side-on from the floor, the far leg comes out at confidence 0.3 and is ignored.
        var session = SyntheticSession(motion: .squat, reps: 12, repDuration: 1.6)
        session.camera = .sideFromFloor
        session.noise = 0.002
        #expect(completed(events(session.poses(), ExerciseLibrary.squat)).count == 12)
    }
}
