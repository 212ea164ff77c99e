import Foundation
import KinesiaMotion

/// A person walking forward (+z) from standing still: the first step speeds up from rest, the
/// legs swing in turn with the knee bending as the leg swings through, and the arms swing
/// against the legs. The lower foot stays on the floor.
enum SyntheticWalk {
    /// Metres a second at full pace, an unhurried walk.
    static let speed = 1.25
    /// Metres of one stride: a step of each leg.
    static let strideLength = 1.3
    /// Seconds to reach full pace (and full swing) from standing.
    static let speedUp = 0.6

    /// Metres walked `time` seconds after setting off.
    static func distance(after time: Double) -> Double {
        time < speedUp ? speed * time * time / (2 * speedUp) : speed * (time - speedUp / 2)
    }

    /// The body `time` seconds after setting off from the squat's resting stance.
    static func stride(_ b: inout SkeletonBuilder, after time: Double) {
        let body = b.body
        let swing = min(1, time / speedUp)
        let walked = distance(after: time)
        let forward = SyntheticMotion.forward
        var legs: [BodySide: (thigh: Vector3, shank: Vector3)] = [:]
        // Hip height over the ankle of the longer-reaching leg, the one on the floor.
        var reach = 0.0
        for side in BodySide.allCases {
            // Each leg half a stride behind the other.
            let phase = 2 * .pi * (walked / strideLength + (side == .right ? 0 : 0.5))
            let thigh = swing * 25 * sin(phase)
            // The knee bends most (60°) early in the swing forward, the thigh already 14° ahead.
            let knee = swing * (5 + 55 * pow(max(0, cos(phase - 0.6)), 2))
            legs[side] = (Vector3.fromDown(thigh, toward: forward), Vector3.fromDown(thigh - knee, toward: forward))
            reach = max(reach, -(body.thigh * legs[side]!.thigh.y + body.shank * legs[side]!.shank.y))
        }
        b.trunk(pelvis: Vector3(0, body.ankleHeight + reach, walked), up: .fromDown(180 - 4 * swing, toward: forward))
        for side in BodySide.allCases {
            let out = SkeletonBuilder.outward(side)
            // From the squat's stance, feet 1.4 hip widths apart, to under the hips.
            let hip = b.position(.rightHip, side)
            let knee = hip + body.thigh * legs[side]!.thigh
            let ankle = knee + body.shank * legs[side]!.shank + 0.4 * (1 - swing) * body.hipHalfWidth * out
            b.leg(side, knee: knee, ankle: ankle)
            // Each arm swings with the opposite leg.
            let opposite = 2 * .pi * (walked / strideLength + (side == .right ? 0.5 : 0))
            let arm = swing * 20 * sin(opposite)
            b.arm(side, upper: .fromDown(arm, toward: forward), fore: .fromDown(arm + 15 * swing, toward: forward))
        }
    }
}
