import Foundation
import KinesiaMotion

/// How a person leaves an exercise after the set, in 3D: `skeleton(progress:)` from 0 (the
/// exercise's rest, where its `SyntheticMotion` left off) to 1 (done). Movements like these
/// read as one more rep to a measurement that only watches its own joints.
public struct SyntheticExit: Sendable {
    /// How `kinesia render --then` names it.
    public let name: String
    public let exercise: String
    /// Seconds from start to done, the pace a person really uses.
    public let duration: Double
    /// Whether the exit takes the person out of the space the exercise uses (walking off):
    /// a camera framed for the exercise then loses them, as a phone on a stand does.
    public let leavesTheExercisePlace: Bool
    private let build: @Sendable (inout SkeletonBuilder, Double) -> Void

    init(name: String, exercise: String, duration: Double, leavesTheExercisePlace: Bool = false,
         build: @escaping @Sendable (inout SkeletonBuilder, Double) -> Void) {
        self.name = name
        self.exercise = exercise
        self.duration = duration
        self.leavesTheExercisePlace = leavesTheExercisePlace
        self.build = build
    }

    public static func named(_ name: String) -> SyntheticExit? {
        all.first { $0.name == name }
    }

    public static let all: [SyntheticExit] = [standingUpFromPlank, pickingUp, walkingAway]

    public func skeleton(progress: Double, body: BodyProportions = BodyProportions()) -> [Joint: Vector3] {
        var builder = SkeletonBuilder(body: body)
        build(&builder, min(1, max(0, progress)))
        return builder.joints
    }

    /// Up off the floor after push-ups: from the plank the torso rises to upright while the
    /// feet step in under the hips, and midway the straight arms swing forward off the floor
    /// to 33° (hands to the knees). The shoulders then drop toward the wrists by a push-up's
    /// 66°, for about 0.4 s between the push-up's thresholds, as getting up reads in the
    /// MediaPipe push-up clip turned by a phone.
    public static let standingUpFromPlank = SyntheticExit(name: "standingUpFromPlank", exercise: "pushUp", duration: 1.4) { b, s in
        let body = b.body
        let arm = body.upperArm + body.forearm
        let plankShoulders = Vector3(0, 0.03 + arm, 0)
        let plankAnkles = Vector3(0, 0.08, -(body.torso + body.thigh + body.shank))
        let plankAlong = (plankShoulders - plankAnkles).normalized
        let plankPelvis = plankShoulders - body.torso * plankAlong
        let standingPelvis = Vector3(0, body.hipHeight, plankPelvis.z)
        let standingAnkles = Vector3(0, body.ankleHeight, plankPelvis.z)
        let eased = s * s * (3 - 2 * s)
        let pitch = acos(plankAlong.y) * 180 / .pi * (1 - eased)
        b.trunk(
            pelvis: plankPelvis + eased * (standingPelvis - plankPelvis),
            up: .fromDown(180 - pitch, toward: SyntheticMotion.forward))
        let swing = s > 0.25 && s < 0.75 ? 33 * sin(.pi * (s - 0.25) / 0.5) : 0
        let ankles = plankAnkles + eased * (standingAnkles - plankAnkles)
        for side in BodySide.allCases {
            let out = SkeletonBuilder.outward(side)
            let reach = Vector3.fromDown(swing, toward: SyntheticMotion.forward)
            b.arm(side, upper: reach, fore: reach)
            let hip = b.position(.rightHip, side)
            let ankle = ankles + body.hipHalfWidth * out
            b.leg(side, knee: b.knee(hip: hip, ankle: ankle, bend: SyntheticMotion.forward), ankle: ankle)
        }
    }

    /// Bending down to pick something up after squats and straightening again: the knees bend
    /// as deep as a squat's (100°) while the torso pitches forward 80° so the hands reach
    /// the floor, where a squat's leans about 40°.
    public static let pickingUp = SyntheticExit(name: "pickingUp", exercise: "squat", duration: 2) { b, s in
        let depth = sin(.pi * s)
        SyntheticMotion.crouch(&b, flexion: 100 * depth, lean: 80 * depth, reach: SyntheticMotion.down)
    }

    /// Walking off after squats: turning round on the spot in 0.8 s, then walking back the way
    /// they faced, 4 m in 3.5 s. Seen from the side the walk crosses the picture and leaves it.
    /// Still upright, so the posture is never left, while each swinging leg lifts its ankle
    /// toward the hip as a squat's hip drop does (about 60° of it).
    public static let walkingAway = SyntheticExit(name: "walkingAway", exercise: "squat", duration: walkingAwayTurn + 3.5, leavesTheExercisePlace: true) { b, s in
        let time = s * (walkingAwayTurn + 3.5)
        guard time >= walkingAwayTurn else {
            let share = time / walkingAwayTurn
            SyntheticMotion.crouch(&b, flexion: 0, reach: SyntheticMotion.down)
            b.turn(180 * share * share * (3 - 2 * share), about: Vector3(0, 0, 0))
            return
        }
        SyntheticWalk.stride(&b, after: time - walkingAwayTurn)
        b.turn(180, about: Vector3(0, 0, 0))
    }

    /// Seconds turning round before walking away.
    private static let walkingAwayTurn = 0.8
}
