import Foundation
import KinesiaMotion

/// How the body moves through one repetition of a library exercise, in 3D.
///
/// `skeleton(progress:peak:)` places every joint for `progress` from 0 (rest) to 1 (the
/// peak of the rep), where `peak` is the exercise's characteristic angle at the top of the
/// rep (knee flexion of a squat, elbow flexion of a curl, arm elevation of a raise, …).
public struct SyntheticMotion: Sendable {
    public let exercise: String
    /// A peak that makes a clean, counted rep with no form verdict.
    public let typicalPeak: Double
    /// A rep with this peak reaches the start threshold but falls short of the minimum range.
    public let partialPeak: Double
    /// The camera target: the centre of the body during the exercise.
    public let centre: Vector3
    /// Fast, moderate and slow rep durations a person really uses, seconds.
    public let tempos: [Double]
    /// Builds the skeleton from progress, peak and the rep's index (for movements that
    /// alternate sides rep by rep).
    private let build: @Sendable (inout SkeletonBuilder, Double, Double, Int) -> Void

    init(exercise: String, typicalPeak: Double, partialPeak: Double, centre: Vector3, tempos: [Double],
         build: @escaping @Sendable (inout SkeletonBuilder, Double, Double, Int) -> Void) {
        self.exercise = exercise
        self.typicalPeak = typicalPeak
        self.partialPeak = partialPeak
        self.centre = centre
        self.tempos = tempos
        self.build = build
    }

    init(exercise: String, typicalPeak: Double, partialPeak: Double, centre: Vector3, tempos: [Double],
         build: @escaping @Sendable (inout SkeletonBuilder, Double, Double) -> Void) {
        self.init(exercise: exercise, typicalPeak: typicalPeak, partialPeak: partialPeak, centre: centre, tempos: tempos) { b, p, peak, _ in
            build(&b, p, peak)
        }
    }

    /// The skeleton `progress` of the way to `peak` in rep number `rep` (from 0).
    public func skeleton(progress: Double, peak: Double, rep: Int = 0, body: BodyProportions = BodyProportions()) -> [Joint: Vector3] {
        var builder = SkeletonBuilder(body: body)
        build(&builder, min(1, max(0, progress)), peak, rep)
        return builder.joints
    }

    public static func named(_ exercise: String) -> SyntheticMotion? {
        all.first { $0.exercise == exercise }
    }

    public static let all: [SyntheticMotion] = [
        elbowFlexion, squat, lunge, pushUp, shoulderAbduction, shoulderFlexion, kneeExtension, sitToStand, jumpingJack, kneeRaise,
    ]

    static let down = Vector3(0, -1, 0)
    static let forward = Vector3(0, 0, 1)

    /// Standing straight with legs under the hips.
    static func stand(_ b: inout SkeletonBuilder, lean: Double = 0, stance: Double = 0) {
        let body = b.body
        b.trunk(pelvis: Vector3(0, body.hipHeight, 0), up: Vector3.fromDown(180 - lean, toward: forward))
        for side in BodySide.allCases {
            let out = SkeletonBuilder.outward(side)
            let ankle = Vector3(0, body.ankleHeight, 0) + (body.hipHalfWidth + stance) * out
            let hip = b.position(.rightHip, side)
            b.leg(side, knee: hip + (body.thigh / (body.thigh + body.shank)) * (ankle - hip), ankle: ankle)
        }
    }

    public static let elbowFlexion = SyntheticMotion(exercise: "elbowFlexion", typicalPeak: 130, partialPeak: 50, centre: Vector3(0, 1.0, 0), tempos: [1.2, 2.5, 4]) { b, p, peak in
        stand(&b)
        for side in BodySide.allCases {
            b.arm(side, upper: down, fore: .fromDown(peak * p, toward: forward))
        }
    }

    /// A one-arm curl: the right arm works, the left hangs. Sides matter here, so it shows
    /// a mirrored picture or swapped joints.
    public static let rightArmCurl = SyntheticMotion(exercise: "elbowFlexion", typicalPeak: 130, partialPeak: 50, centre: Vector3(0, 1.0, 0), tempos: [1.2, 2.5, 4]) { b, p, peak in
        stand(&b)
        b.arm(.right, upper: down, fore: .fromDown(peak * p, toward: forward))
        b.arm(.left, upper: down, fore: .fromDown(5, toward: forward))
    }

    public static let squat = SyntheticMotion(exercise: "squat", typicalPeak: 110, partialPeak: 46, centre: Vector3(0, 0.8, 0), tempos: [1.2, 2.5, 4]) { b, p, peak in
        crouch(&b, flexion: peak * p, reach: Vector3.fromDown(85 * p, toward: forward))
    }

    /// A squat with a deliberate forward lean, as UI-PRMD's subjects did their incorrect deep
    /// squats: the torso pitches 80° at depth (they read up to 83°) while the arms reach forward,
    /// the hands well above the knees.
    public static let squatLeaningForward = SyntheticMotion(exercise: "squat", typicalPeak: 110, partialPeak: 46, centre: Vector3(0, 0.8, 0), tempos: [1.2, 2.5, 4]) { b, p, peak in
        crouch(&b, flexion: peak * p, lean: 80 * p, reach: Vector3.fromDown(85 * p, toward: forward))
    }

    /// Knees bent by `flexion` (the shanks tilt 0.4 of it, the thighs 0.6), feet apart, the
    /// torso leaning forward `lean` degrees (0.6 of the thighs' tilt unless given) and the
    /// arms pointing along `reach`.
    static func crouch(_ b: inout SkeletonBuilder, flexion: Double, lean: Double? = nil, reach: Vector3) {
        let body = b.body
        let shank = 0.4 * flexion, thigh = 0.6 * flexion
        var hips: [BodySide: Vector3] = [:]
        var knees: [BodySide: Vector3] = [:]
        for side in BodySide.allCases {
            let ankle = Vector3(0, body.ankleHeight, 0) + 1.4 * body.hipHalfWidth * SkeletonBuilder.outward(side)
            knees[side] = ankle + body.shank * Vector3.fromDown(180 - shank, toward: forward)
            hips[side] = knees[side]! + body.thigh * Vector3.fromDown(180 - thigh, toward: -1 * forward)
        }
        let pelvis = 0.5 * (hips[.left]! + hips[.right]!)
        b.trunk(pelvis: pelvis - Vector3(0, 0, 0), up: .fromDown(180 - (lean ?? 0.6 * thigh), toward: forward))
        for side in BodySide.allCases {
            let ankle = Vector3(0, body.ankleHeight, 0) + 1.4 * body.hipHalfWidth * SkeletonBuilder.outward(side)
            b.leg(side, knee: knees[side]!, ankle: ankle)
            b.arm(side, upper: reach, fore: reach)
        }
    }

    /// A split squat: front (right) foot ahead, back foot behind on its toes, hips lowering.
    public static let lunge = SyntheticMotion(exercise: "lunge", typicalPeak: 95, partialPeak: 25, centre: Vector3(0, 0.7, 0), tempos: [1.5, 2.5, 4]) { b, p, peak in
        let body = b.body
        let drop = p * peak / 90 * 0.33
        b.trunk(pelvis: Vector3(0, 0.80 / 0.93 * body.hipHeight - drop, -0.02), up: Vector3(0, 1, 0.05))
        let front = Vector3(-body.hipHalfWidth, body.ankleHeight, 0.35)
        let back = Vector3(body.hipHalfWidth, body.ankleHeight + 0.05, -0.40)
        for (side, ankle) in [(BodySide.right, front), (.left, back)] {
            let hip = b.position(.rightHip, side)
            b.leg(side, knee: b.knee(hip: hip, ankle: ankle, bend: forward), ankle: ankle)
            b.arm(side, upper: down, fore: down)
        }
    }

    /// Hands under the shoulders, body straight from shoulders to ankles, head toward +z.
    public static let pushUp = SyntheticMotion(exercise: "pushUp", typicalPeak: 105, partialPeak: 52, centre: Vector3(0, 0.3, -0.5), tempos: [1.0, 2, 3.5]) { b, p, peak in
        let body = b.body
        let flexion = peak * p * .pi / 180
        let u = body.upperArm, f = body.forearm
        let reach = (u * u + f * f + 2 * u * f * cos(flexion)).squareRoot()
        let wristHeight = 0.03
        let shoulders = Vector3(0, wristHeight + reach, 0)
        let ankles = Vector3(0, 0.08, -(body.torso + body.thigh + body.shank))
        let along = (shoulders - ankles).normalized
        let pelvis = shoulders - body.torso * along
        b.trunk(pelvis: pelvis, up: along)
        for side in BodySide.allCases {
            let out = SkeletonBuilder.outward(side)
            let shoulder = b.position(.rightShoulder, side)
            let wrist = Vector3(shoulder.x, wristHeight, shoulder.z)
            let elbow = SkeletonBuilder.middleJoint(from: shoulder, to: wrist, first: u, second: f, bend: 0.6 * out + Vector3(0, 0, -1))
            b.arm(side, upper: elbow - shoulder, fore: wrist - elbow)
            let hip = b.position(.rightHip, side)
            let ankle = ankles + body.hipHalfWidth * out
            b.leg(side, knee: hip + (body.thigh / (body.thigh + body.shank)) * (ankle - hip), ankle: ankle, toes: down)
        }
    }

    public static let shoulderAbduction = SyntheticMotion(exercise: "shoulderAbduction", typicalPeak: 150, partialPeak: 52, centre: Vector3(0, 1.0, 0), tempos: [1.5, 3, 5]) { b, p, peak in
        stand(&b)
        for side in BodySide.allCases {
            let arm = Vector3.fromDown(peak * p, toward: SkeletonBuilder.outward(side))
            b.arm(side, upper: arm, fore: arm)
        }
    }

    public static let shoulderFlexion = SyntheticMotion(exercise: "shoulderFlexion", typicalPeak: 150, partialPeak: 58, centre: Vector3(0, 1.0, 0), tempos: [1.5, 3, 5]) { b, p, peak in
        stand(&b)
        for side in BodySide.allCases {
            let arm = Vector3.fromDown(peak * p, toward: forward)
            b.arm(side, upper: arm, fore: arm)
        }
    }

    /// Seated on a chair, thighs level; the right shank swings up.
    public static let kneeExtension = SyntheticMotion(exercise: "kneeExtension", typicalPeak: 80, partialPeak: 36, centre: Vector3(0, 0.5, 0.2), tempos: [1.2, 2.5, 4]) { b, p, peak in
        let body = b.body
        b.trunk(pelvis: Vector3(0, body.kneeHeight, 0), up: Vector3(0, 1, 0))
        for side in BodySide.allCases {
            let knee = b.position(.rightHip, side) + body.thigh * forward
            let swing = side == .right ? peak * p : 0
            b.leg(side, knee: knee, ankle: knee + body.shank * Vector3.fromDown(swing, toward: forward))
            b.arm(side, upper: down, fore: .fromDown(50, toward: forward))
        }
    }

    /// From seated (thighs level) to standing and back; `peak` is how far the thighs rise
    /// toward vertical (90° = fully upright).
    public static let sitToStand = SyntheticMotion(exercise: "sitToStand", typicalPeak: 90, partialPeak: 34, centre: Vector3(0, 0.9, 0), tempos: [2, 3, 5]) { b, p, peak in
        let body = b.body
        let thigh = 90 - peak * p
        var knees: [BodySide: Vector3] = [:]
        var hips: [BodySide: Vector3] = [:]
        for side in BodySide.allCases {
            let ankle = Vector3(0, body.ankleHeight, 0.1) + body.hipHalfWidth * SkeletonBuilder.outward(side)
            knees[side] = ankle + Vector3(0, body.shank, 0)
            hips[side] = knees[side]! + body.thigh * Vector3.fromDown(180 - thigh, toward: -1 * forward)
        }
        b.trunk(pelvis: 0.5 * (hips[.left]! + hips[.right]!), up: .fromDown(180 - 35 * sin(.pi * p), toward: forward))
        for side in BodySide.allCases {
            let ankle = Vector3(0, body.ankleHeight, 0.1) + body.hipHalfWidth * SkeletonBuilder.outward(side)
            b.leg(side, knee: knees[side]!, ankle: ankle)
            b.arm(side, upper: down, fore: .fromDown(40, toward: forward))
        }
    }

    public static let jumpingJack = SyntheticMotion(exercise: "jumpingJack", typicalPeak: 170, partialPeak: 50, centre: Vector3(0, 1.0, 0), tempos: [0.6, 1.0, 1.5]) { b, p, peak in
        stand(&b, stance: 0.25 * p)
        for side in BodySide.allCases {
            let arm = Vector3.fromDown(peak * p, toward: SkeletonBuilder.outward(side))
            b.arm(side, upper: arm, fore: arm)
        }
    }

    /// Standing knee raises, legs alternating (right first): the working thigh swings forward
    /// to `peak` from hanging, the shank hanging from the knee, arms at the sides.
    public static let kneeRaise = SyntheticMotion(exercise: "kneeRaise", typicalPeak: 95, partialPeak: 42, centre: Vector3(0, 1.0, 0), tempos: [1.0, 1.5, 2.5]) { b, p, peak, rep in
        stand(&b)
        let body = b.body
        let working: BodySide = rep % 2 == 0 ? .right : .left
        let hip = b.position(.rightHip, working)
        let knee = hip + body.thigh * Vector3.fromDown(peak * p, toward: forward)
        b.leg(working, knee: knee, ankle: knee + body.shank * Vector3.fromDown(0.3 * peak * p, toward: forward))
        for side in BodySide.allCases {
            b.arm(side, upper: down, fore: .fromDown(20, toward: forward))
        }
    }
}
