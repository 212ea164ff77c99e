import Foundation
import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// UI-PRMD's Vicon recordings (sit to stand and shoulder abduction, Plug-in Gait markers at
/// 100 Hz) read as joints: the same repetitions the Kinect measured, so a set read from either
/// counts the same reps and the abducted arm peaks overhead in both.
@Suite(.needsRehabilitationSets)
struct ViconSetTests {
    static func set(_ code: String, _ subject: String, correct: Bool = true, capture: UIPRMDCapture) throws -> (JointTrajectory, UIPRMDSet.Labelled) {
        let movement = try #require(UIPRMDSet.movements.first { $0.code == code })
        let set = UIPRMDSet(movement: movement, subject: subject, correct: correct, capture: capture)
        return try set.trajectory(fromSharedData: SharedData.rehabilitationSets)
    }

    /// The engine's count of `trajectory` seen from the front at the waist, as the nightly's recordings are.
    static func count(_ trajectory: JointTrajectory, side: Side?) -> Int {
        let definition = ExerciseLibrary.named(trajectory.exercise)!
        var engine = RepEngine(definition: definition, side: side ?? definition.defaultSide)
        for pose in MocapRecording(camera: SyntheticCamera(yaw: 0, height: 0.9)).poses(of: trajectory) { _ = engine.process(pose) }
        _ = engine.finish()
        return engine.count
    }

    @Test(arguments: ["m05", "m07"])
    func aCorrectSetCountsEveryRepetitionFromEitherCapture(code: String) throws {
        let side = UIPRMDSet.movements.first { $0.code == code }!.side
        for capture in UIPRMDCapture.allCases {
            let (trajectory, labelled) = try Self.set(code, "s03", capture: capture)
            #expect(labelled.reps.count == 10, "\(capture)")
            #expect(Self.count(trajectory, side: side) == 10, "\(capture)")
        }
    }

    /// Vicon places the shoulder under the acromion marker and Kinect at its own shoulder joint,
    /// so their arms differ by a few degrees; a marker read as the wrong joint differs by tens.
    @Test func theAbductedArmPeaksOverheadAsTheKinectSawIt() throws {
        let kinect = try Self.set("m07", "s03", capture: .kinect).1.reps.map(\.peak.angle)
        let vicon = try Self.set("m07", "s03", capture: .vicon).1.reps.map(\.peak.angle)
        try #require(kinect.count == vicon.count)
        for (k, v) in zip(kinect, vicon) {
            #expect(v > 135 && abs(k - v) < 12, "Kinect \(k)°, Vicon \(v)°")
        }
    }

    /// Vicon reads every stand of a correct set upright, where Kinect reads s03's at 151–160°: why
    /// a Kinect set's stands carry no verdict labels (`UIPRMDCapture.labelsVerdicts`).
    @Test func aCorrectSetStandsUprightAsViconMeasuresIt() throws {
        let kinect = try Self.set("m05", "s03", capture: .kinect).1.reps.map(\.peak.angle)
        let vicon = try Self.set("m05", "s03", capture: .vicon).1.reps.map(\.peak.angle)
        try #require(kinect.count == vicon.count)
        #expect(vicon.allSatisfy { $0 >= 170 }, "Vicon \(vicon)")
        #expect(kinect.filter { $0 < 160 }.count >= 5, "Kinect \(kinect)")
        #expect(UIPRMDCapture.vicon.labelsVerdicts(of: "sitToStand") && !UIPRMDCapture.kinect.labelsVerdicts(of: "sitToStand"))
    }

    @Test func aPelvisWiderThanAnyBodysIsRefusedNamingTheFile() throws {
        let error = try #require(throws: MocapError.self) { try Self.set("m05", "s05", capture: .vicon) }
        #expect(error.description.contains("m05_s05_e01_positions.txt"))
        #expect(error.description.contains("424 mm apart"))
    }

    @Test func aMovementViconDidNotRecordIsRefusedNamingWhatItDid() throws {
        let error = try #require(throws: MocapError.self) { try Self.set("m01", "s01", capture: .vicon) }
        #expect(error.description.contains("Vicon recorded no deep squat, only sit to stand and standing shoulder abduction"))
    }
}
