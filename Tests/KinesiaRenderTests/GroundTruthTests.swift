import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic
import Testing

struct GroundTruthTests {
    /// Each labelled point is its landmark projected through the render's own camera.
    @Test func truthIsTheLandmarksProjection() {
        let renderer = RenderFixtures.squat(yaw: 30, width: 200, picture: 150)
        let time = 0.9
        let truth = renderer.frame(at: time, index: 9).truth
        let landmarks = LandmarkPlacement.landmarks(of: renderer.trajectory.joints(time), bodyHeight: 1.75)
        #expect(landmarks.count == 33)
        for (joint, point) in landmarks {
            let projected = renderer.camera.view.project(point)
            let labelled = truth[joint]!
            #expect(abs(labelled.x - projected.x) < 1e-12 && abs(labelled.y - projected.y) < 1e-12, "\(joint)")
        }
        #expect(truth[.neck] == nil && truth[.root] == nil)
    }

    /// Hips and shoulders sit 1.4 % of the height above their joints, ankles 2 % toward the knee.
    @Test func landmarksSitWhereBlazePosePutsThem() {
        let joints = SyntheticMotion.squat.skeleton(progress: 0, peak: 110)
        let placed = LandmarkPlacement.landmarks(of: joints, bodyHeight: 1.75)
        #expect(abs((placed[.leftHip]! - joints[.leftHip]!).length - 0.0245) < 1e-9)
        #expect(placed[.leftHip]!.y > joints[.leftHip]!.y)
        #expect(abs((placed[.rightAnkle]! - joints[.rightAnkle]!).length - 0.035) < 1e-9)
        #expect(placed[.nose] == joints[.nose])
    }

    /// Side-on, the far leg and arm are behind the body: hidden (confidence < 0.5); the near
    /// ones and the face turned to the camera are visible. From the front both knees show.
    @Test func hiddenFarLimbsAreMarked() {
        let side = RenderFixtures.squat(yaw: 90, width: 640, picture: 480).frame(at: 0, index: 0).truth
        // Camera at the person's right side.
        for joint in [Joint.leftKnee, .leftHip, .leftElbow, .leftEar] {
            #expect(side[joint]!.confidence < 0.5, "\(joint) should be hidden side-on")
        }
        for joint in [Joint.rightKnee, .rightAnkle, .rightElbow, .rightEar, .rightShoulder] {
            #expect(side[joint]!.confidence >= 0.5, "\(joint) should be visible side-on")
        }
        let front = RenderFixtures.squat(yaw: 0, width: 640, picture: 480).frame(at: 0, index: 0).truth
        for joint in [Joint.leftKnee, .rightKnee, .leftEye, .rightEye, .nose, .leftWrist, .rightWrist] {
            #expect(front[joint]!.confidence >= 0.5, "\(joint) should be visible from the front")
        }
    }

    /// Every visible landmark lands on the figure: within a pixel of it, the picture is not the
    /// empty room's (a landmark on the silhouette's edge may round to the pixel beside it).
    @Test func visibleLandmarksLandOnTheFigure() {
        let renderer = RenderFixtures.squat(yaw: 45, width: 320, picture: 240)
        let empty = renderer.frame(at: 0, index: 0)
        let room = FrameRasterizer(camera: renderer.camera, room: Room(), props: [], lighting: renderer.settings.lighting, threads: 1).render([])
        for (joint, point) in empty.truth.points where point.confidence >= 0.5 {
            let x = Int(point.x * 320), y = Int(point.y * 240)
            let onFigure = (-1...1).contains { dy in (-1...1).contains { dx in empty.image[x + dx, y + dy] != room[x + dx, y + dy] } }
            #expect(onFigure, "\(joint) at (\(x), \(y)) is on the background")
        }
    }

    /// A mirrored video is the picture flipped; its truth stays the un-mirrored one.
    @Test func mirroredVideoFlipsPixelsNotTruth() {
        var settings = RenderFixtures.squat().settings
        settings.mirrored = true
        let plain = RenderFixtures.squat()
        let mirrored = FixtureRenderer(trajectory: plain.trajectory, settings: settings)
        let a = plain.frame(at: 1, index: 10), b = mirrored.frame(at: 1, index: 10)
        #expect(a.image.flippedHorizontally() == b.image)
        #expect(a.truth == b.truth)
    }
}
