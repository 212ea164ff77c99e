import Foundation
import KinesiaMotion

/// Builds full-body joint positions from a few posture parameters, so each synthetic
/// exercise only describes how its moving parts move.
public struct SkeletonBuilder {
    let body: BodyProportions
    private(set) var joints: [Joint: Vector3] = [:]

    /// Lateral unit vector toward a side: the person's right is −x.
    static func outward(_ side: BodySide) -> Vector3 { Vector3(side == .right ? -1 : 1, 0, 0) }

    init(body: BodyProportions) { self.body = body }

    /// Hips, shoulders and head from the pelvis centre and the trunk's up direction.
    mutating func trunk(pelvis: Vector3, up: Vector3) {
        let up = up.normalized
        let facing = Vector3(1, 0, 0).cross(up).normalized
        for side in BodySide.allCases {
            let out = Self.outward(side)
            set(.rightHip, side, pelvis + body.hipHalfWidth * out)
            set(.rightShoulder, side, pelvis + body.torso * up + body.shoulderHalfWidth * out)
        }
        let neck = pelvis + (body.torso + 0.03) * up
        joints[.neck] = neck
        joints[.root] = pelvis
        joints.merge(Self.face(neck: neck, up: up, facing: facing, outward: Self.outward)) { $1 }
    }

    /// Nose, eyes, ears and mouth of a head on `neck`, looking along `facing`; `outward`
    /// gives each side's lateral direction (the person's right is −x when upright).
    public static func face(neck: Vector3, up: Vector3, facing: Vector3, outward: (BodySide) -> Vector3) -> [Joint: Vector3] {
        var points: [Joint: Vector3] = [:]
        let nose = neck + 0.16 * up + 0.09 * facing
        points[.nose] = nose
        for side in BodySide.allCases {
            let out = outward(side)
            let eye = nose + 0.035 * up + 0.032 * out - 0.015 * facing
            let name = { (right: Joint) in side == .right ? right : right.mirrored }
            points[name(.rightEye)] = eye
            points[name(.rightEyeInner)] = eye - 0.012 * out
            points[name(.rightEyeOuter)] = eye + 0.012 * out
            points[name(.rightEar)] = eye + 0.045 * out - 0.08 * facing
            points[name(.mouthRight)] = nose - 0.04 * up + 0.022 * out - 0.01 * facing
        }
        return points
    }

    /// Elbow, wrist and hand of one arm hanging from its shoulder along two directions.
    mutating func arm(_ side: BodySide, upper: Vector3, fore: Vector3) {
        let shoulder = position(.rightShoulder, side)
        let elbow = shoulder + body.upperArm * upper.normalized
        let wrist = elbow + body.forearm * fore.normalized
        set(.rightElbow, side, elbow)
        set(.rightWrist, side, wrist)
        let hand = fore.normalized
        let out = Self.outward(side)
        set(.rightIndex, side, wrist + 0.09 * hand)
        set(.rightPinky, side, wrist + 0.08 * hand + 0.02 * out)
        set(.rightThumb, side, wrist + 0.05 * hand - 0.025 * out)
    }

    /// Knee, ankle and foot of one leg; the foot points along `toes`.
    mutating func leg(_ side: BodySide, knee: Vector3, ankle: Vector3, toes: Vector3 = Vector3(0, 0, 1)) {
        set(.rightKnee, side, knee)
        set(.rightAnkle, side, ankle)
        set(.rightHeel, side, ankle - 0.05 * toes + Vector3(0, -0.04, 0))
        set(.rightFootIndex, side, ankle + 0.15 * toes + Vector3(0, -0.05, 0))
    }

    /// The knee of a two-link leg from hip to ankle, bending toward `bend`.
    func knee(hip: Vector3, ankle: Vector3, bend: Vector3) -> Vector3 {
        Self.middleJoint(from: hip, to: ankle, first: body.thigh, second: body.shank, bend: bend)
    }

    static func middleJoint(from a: Vector3, to c: Vector3, first: Double, second: Double, bend: Vector3) -> Vector3 {
        let axis = c - a
        let distance = min(axis.length, (first + second) * 0.9999)
        let e = axis.normalized
        let along = (first * first - second * second + distance * distance) / (2 * distance)
        let across = max(0, first * first - along * along).squareRoot()
        let normal = (bend - bend.dot(e) * e).normalized
        return a + along * e + across * normal
    }

    /// Turns the whole body `degrees` about the vertical through `pivot`, toward the person's
    /// left (a body facing +z then faces toward +x).
    mutating func turn(_ degrees: Double, about pivot: Vector3) {
        let r = degrees * .pi / 180
        let c = cos(r), s = sin(r)
        for (joint, point) in joints {
            let offset = point - pivot
            joints[joint] = pivot + Vector3(c * offset.x + s * offset.z, offset.y, -s * offset.x + c * offset.z)
        }
    }

    func position(_ rightJoint: Joint, _ side: BodySide) -> Vector3 {
        joints[side == .right ? rightJoint : rightJoint.mirrored]!
    }

    mutating func set(_ rightJoint: Joint, _ side: BodySide, _ point: Vector3) {
        joints[side == .right ? rightJoint : rightJoint.mirrored] = point
    }
}
