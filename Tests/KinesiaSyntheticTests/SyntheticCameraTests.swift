import Foundation
import KinesiaMotion
import KinesiaSynthetic
import Testing

/// The synthetic camera's picture: what it looks at is in the middle, up is up, and a point in
/// front of it within its field of view lands in the picture.
@Suite struct SyntheticCameraTests {
    static let cameras = [0.0, 45, 90, 180, 270].flatMap { yaw in [0.15, 1.0, 1.6].map { SyntheticCamera(yaw: yaw, height: $0) } }

    @Test(arguments: cameras)
    func theTargetIsInTheMiddleAndAPointAboveItIsHigherInThePicture(camera: SyntheticCamera) {
        let target = Vector3(0, 1.0, 0)
        let view = camera.view(lookingAt: target)
        let centre = view.project(target)
        #expect(abs(centre.x - 0.5) < 1e-12 && abs(centre.y - 0.5) < 1e-12)
        #expect(view.depth(of: target) > 0)
        // Image y grows downward: a point 30 cm above the target is above the middle.
        let above = view.project(target + Vector3(0, 0.3, 0))
        #expect(above.y < 0.5)
        #expect(abs(above.x - 0.5) < 1e-12)
    }

    @Test(arguments: cameras)
    func aStandingPersonInFrontOfTheCameraIsInsideThePicture(camera: SyntheticCamera) {
        let motion = SyntheticMotion.squat
        var projection = PoseProjection(camera: camera, centre: motion.centre, bodyHeight: BodyProportions().height)
        projection.noise = 0
        var random = SeededRandom(seed: 1)
        let view = camera.view(lookingAt: motion.centre)
        let skeleton = motion.skeleton(progress: 0, peak: motion.typicalPeak)
        let pose = projection.pose(skeleton, at: 0, random: &random)
        for (joint, position) in skeleton {
            #expect(view.depth(of: position) > 0, "\(joint) behind the lens")
            let point = pose.point(at: joint.ordinal)
            #expect((0...1).contains(point.x) && (0...1).contains(point.y), "\(joint) at (\(point.x), \(point.y))")
        }
    }

    @Test func sideOnTheFarArmIsReportedHiddenAndTheNearOneSeen() {
        let motion = SyntheticMotion.elbowFlexion
        // 90°: the camera at the person's right side.
        let projection = PoseProjection(camera: .side, centre: motion.centre, bodyHeight: BodyProportions().height)
        var random = SeededRandom(seed: 1)
        let pose = projection.pose(motion.skeleton(progress: 0.5, peak: motion.typicalPeak), at: 0, random: &random)
        #expect(pose.point(at: Joint.rightElbow.ordinal).confidence == PoseProjection.visibleConfidence)
        #expect(pose.point(at: Joint.leftElbow.ordinal).confidence == PoseProjection.hiddenConfidence)
    }
}
