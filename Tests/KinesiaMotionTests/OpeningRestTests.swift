import Foundation
import Testing
import KinesiaMotion
import KinesiaTestSupport

/// A stream whose first poses are measured before the limb lengths are known: a clip cut mid-rep
/// reads its first pose as a rest with lengths learned from that pose alone. The rep under way
/// must still be a partial start, and a set that really starts from rest must still count.
extension RepEngineTests {
    func partialStarts(_ events: [RepEvent]) -> [PartialStart] {
        events.compactMap { if case .partialStart(let partial) = $0 { partial } else { nil } }
    }

    /// A right-arm curl filmed from in front: the upper arm hangs at full length, the forearm
    /// swings toward the lens, so only its vertical extent shows.
    func frontCurlPose(flexion: Double, time: Double) -> Pose {
        let drop = 100 * cos(flexion * .pi / 180)
        return Pose(points: [.rightShoulder: CGPoint(x: 0, y: 0), .rightElbow: CGPoint(x: 0, y: 100), .rightWrist: CGPoint(x: 0, y: 100 + drop)], timestamp: time)
    }

    /// Flexion through `angles` in 5° steps, one pose every 1/24 s from `start`.
    func frontCurls(_ angles: [Double], from start: Double = 0) -> [Pose] {
        var path = [angles[0]]
        for target in angles.dropFirst() {
            while path.last! != target { path.append(path.last! + max(-5, min(5, target - path.last!))) }
        }
        return path.enumerated().map { frontCurlPose(flexion: $1, time: start + Double($0) / 24) }
    }

    @Test func aCurlCutOnItsWayUpWithTheForearmTowardTheLensIsAPartialStart() {
        // The first pose has the elbow at 70°, its forearm seen a third as long as it is: with
        // that length it hangs, 0°. The curl goes on to the top and back down, then two whole curls.
        let poses = frontCurls([70, 130, 0, 0, 120, 0, 0, 110, 0])
        let all = events(poses, ExerciseLibrary.elbowFlexion, side: .right, smoothing: 1)
        #expect(completed(all).count == 2, "\(all)")
        let partial = partialStarts(all)
        #expect(partial.count == 1)
        #expect(partial.first?.firstTime == 0)
        #expect(partial.first?.end != nil)
    }

    static let standing = 0.45, bottom = 0.2
    /// One squat at 30 fps from standing to `bottom` and back in 1.6 s: hip–ankle heights.
    static let squat = (0..<48).map { frame in bottom + (standing - bottom) * (1 + cos(Double(frame) / 48 * 2 * .pi)) / 2 }

    /// Both hips `height` above the ankles, the shoulders `torso` above the hips, from in front.
    func hipsPose(height: Double, torso: Double, time: Double) -> Pose {
        var points: [Joint: PosePoint] = [:]
        for (side, x) in [("right", 0.45), ("left", 0.55)] {
            let ankle = 0.9, hip = ankle - height
            points[Joint(rawValue: side + "Ankle")!] = PosePoint(x: x, y: ankle)
            points[Joint(rawValue: side + "Hip")!] = PosePoint(x: x, y: hip)
            points[Joint(rawValue: side + "Shoulder")!] = PosePoint(x: x, y: hip - torso)
        }
        return Pose(points: points, timestamp: time)
    }

    @Test func aSquatCutOnItsWayDownIsAPartialStartWhenTheTorsoCannotGiveTheStandingHeight() {
        // Standing hip–ankle height 1.73 torsos, as people stand. The first pose, knees near 74°
        // on the way down, is 1.38 torsos high: above the 1.3 torsos the engine takes a standing
        // height to be at least, so it sets the standing height and reads 0°. Down, up, then two
        // whole squats.
        let torso = 0.26
        var heights = stride(from: 0.36, to: Self.bottom, by: -0.01).map { $0 }
        heights += stride(from: Self.bottom, to: Self.standing, by: 0.01).map { $0 }
        for _ in 0..<2 { heights += Array(repeating: Self.standing, count: 18) + Self.squat }
        heights += Array(repeating: Self.standing, count: 18)
        let poses = heights.enumerated().map { hipsPose(height: $1, torso: torso, time: Double($0) / 30) }
        let all = events(poses, ExerciseLibrary.squat, smoothing: 0.5)
        #expect(completed(all).count == 2, "\(all.filter { if case .ignored = $0 { false } else { true } })")
        let partial = partialStarts(all)
        #expect(partial.count == 1)
        #expect(partial.first?.firstTime == 0)
    }

    @Test func aStreamThatFirstShowsThePersonOutOfPostureIsNoClipCutMidRep() {
        // Bent over (the torso level, out of the upright posture) for 0.3 s, then the same
        // half-risen first pose and squat as a clip cut on its way down: the person was seen
        // getting into the set, so that squat started in view and counts.
        let torso = 0.26
        var heights = stride(from: 0.36, to: Self.bottom, by: -0.01).map { $0 }
        heights += stride(from: Self.bottom, to: Self.standing, by: 0.01).map { $0 }
        heights += Array(repeating: Self.standing, count: 18)
        var poses = (0..<9).map { frame -> Pose in
            var pose = hipsPose(height: 0.36, torso: torso, time: Double(frame) / 30)
            for side in ["right", "left"] {
                let hip = pose[Joint(rawValue: side + "Hip")!]!
                pose[Joint(rawValue: side + "Shoulder")!] = PosePoint(x: hip.x + torso, y: hip.y)
            }
            return pose
        }
        poses += heights.enumerated().map { hipsPose(height: $1, torso: torso, time: 0.3 + Double($0) / 30) }
        let all = events(poses, ExerciseLibrary.squat, smoothing: 0.5)
        #expect(completed(all).count == 1, "\(all.filter { if case .ignored = $0 { false } else { true } })")
        #expect(partialStarts(all).isEmpty)
    }

    @Test func aFirstSquatFromAFrameOfRestCountsOnceTheLengthsSettleWhenTheyAreOutOfProportion() {
        // Filmed from above the head, the legs short on screen: standing 1.5 torsos high, under
        // the 1.56 that would put the lengths in proportion. One pose standing, one squat, then
        // standing: the rep may be held for the lengths, but is counted within the second of rest
        // they take to settle after it ends, not at the stream's end.
        let heights = [Self.standing] + Self.squat + Array(repeating: Self.standing, count: 60)
        let poses = heights.enumerated().map { hipsPose(height: $1, torso: 0.3, time: Double($0) / 30) }
        var engine = RepEngine(definition: ExerciseLibrary.squat)
        var counted: (time: Double, rep: Rep)?
        for pose in poses where counted == nil {
            for case .completed(let rep) in engine.process(pose) { counted = (pose.timestamp, rep) }
        }
        #expect(engine.count == 1)
        let delay = counted.map { $0.time - $0.rep.end }
        #expect(delay.map { $0 <= 1.1 } == true, "counted \(String(describing: delay)) s after its end")
    }
}
