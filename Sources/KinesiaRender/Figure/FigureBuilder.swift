import KinesiaMotion
import KinesiaSynthetic

/// The solids of a person in one pose: shaped trunk, shirt and shorts, limbs of tapered
/// round cones, hands, shoes, and a head with hair and a full face (eyes, brows, nose,
/// mouth, ears). Face parts sit on the face landmarks, so the truth is where they are drawn.
public struct FigureBuilder: Sendable {
    public var style: FigureStyle
    /// The person's standing height, metres: every thickness scales with it.
    public var bodyHeight: Double

    public init(style: FigureStyle = FigureStyle(), bodyHeight: Double = 1.75) {
        self.style = style
        self.bodyHeight = bodyHeight
    }

    /// The joints a figure needs; the hands' and feet's extra points are optional.
    public static let requiredJoints: [Joint] = [
        .leftShoulder, .rightShoulder, .leftElbow, .rightElbow, .leftWrist, .rightWrist, .leftHip, .rightHip,
        .leftKnee, .rightKnee, .leftAnkle, .rightAnkle, .leftHeel, .rightHeel, .leftFootIndex, .rightFootIndex,
        .nose, .leftEye, .rightEye, .leftEyeInner, .rightEyeInner, .leftEyeOuter, .rightEyeOuter,
        .leftEar, .rightEar, .mouthLeft, .mouthRight,
    ]

    public func solids(_ joints: [Joint: Vector3]) -> [Solid] {
        var solids: [Solid] = []
        let scale = bodyHeight / 1.75
        let girth = scale * style.girth
        func point(_ joint: Joint) -> Vector3 { joints[joint]! }
        func cone(_ a: Vector3, _ b: Vector3, _ ra: Double, _ rb: Double, _ colour: SurfaceColour) {
            solids.append(Solid(.roundCone(from: a, to: b, startRadius: ra * girth, endRadius: rb * girth), colour))
        }
        func lerp(_ a: Vector3, _ b: Vector3, _ s: Double) -> Vector3 { a + s * (b - a) }

        // Trunk frame: up along the spine, lateral toward the person's left, forward out of the chest.
        let shoulderMid = 0.5 * (point(.leftShoulder) + point(.rightShoulder))
        let hipMid = 0.5 * (point(.leftHip) + point(.rightHip))
        let spine = shoulderMid - hipMid
        let up = spine.normalized
        let across = point(.leftShoulder) - point(.rightShoulder) + (point(.leftHip) - point(.rightHip))
        let lateral = (across - across.dot(up) * up).normalized
        let forward = lateral.cross(up)
        let trunk = (lateral, up, forward)
        func ellipsoid(_ centre: Vector3, _ axes: (Vector3, Vector3, Vector3), _ radii: Vector3, _ colour: SurfaceColour,
                       clip: Solid.ClipPlane? = nil) {
            solids.append(Solid(.ellipsoid(centre: centre, axes: axes, radii: girth * radii, clip: clip), colour))
        }
        let shoulderHalf = 0.5 * (point(.leftShoulder) - point(.rightShoulder)).length
        ellipsoid(hipMid + 0.70 * spine - 0.01 * scale * forward, trunk, Vector3(shoulderHalf / girth * 0.74, 0.17, 0.11), style.shirt)
        ellipsoid(hipMid + 0.36 * spine, trunk, Vector3(0.150, 0.19, 0.105), style.shirt)
        ellipsoid(hipMid + 0.03 * scale * up, trunk, Vector3(0.168, 0.115, 0.112), style.shorts)
        cone(point(.rightShoulder), point(.leftShoulder), 0.058, 0.058, style.shirt)

        for side in BodySide.allCases {
            let name = { (right: Joint) in side == .right ? right : right.mirrored }
            let shoulder = point(name(.rightShoulder)), elbow = point(name(.rightElbow)), wrist = point(name(.rightWrist))
            cone(shoulder, lerp(shoulder, elbow, 0.45), 0.057, 0.050, style.shirt)
            cone(shoulder, elbow, 0.047, 0.037, style.skin)
            cone(elbow, wrist, 0.036, 0.026, style.skin)
            let tip = joints[name(.rightIndex)].flatMap { index in joints[name(.rightPinky)].map { 0.5 * (index + $0) } }
                ?? wrist + 0.09 * scale * (wrist - elbow).normalized
            cone(lerp(wrist, tip, 0.15), lerp(wrist, tip, 0.85), 0.027, 0.02, style.skin)
            if let thumb = joints[name(.rightThumb)] { cone(lerp(wrist, thumb, 0.3), thumb, 0.012, 0.010, style.skin) }

            let hip = point(name(.rightHip)), knee = point(name(.rightKnee)), ankle = point(name(.rightAnkle))
            cone(hip, lerp(hip, knee, 0.5), 0.090, 0.074, style.shorts)
            cone(hip, knee, 0.080, 0.054, style.skin)
            cone(knee, ankle, 0.050, 0.034, style.skin)
            let heel = point(name(.rightHeel)), toe = point(name(.rightFootIndex))
            let shin = (knee - ankle).normalized
            cone(heel + 0.012 * scale * shin, toe + 0.016 * scale * shin, 0.036, 0.030, style.shoes)
            cone(ankle, heel + 0.02 * scale * shin, 0.034, 0.034, style.shoes)
        }

        // Head frame from the face landmarks.
        let earMid = 0.5 * (point(.leftEar) + point(.rightEar))
        let headLateral = (point(.leftEar) - point(.rightEar)).normalized
        let noseOut = point(.nose) - earMid
        let headForward = (noseOut - noseOut.dot(headLateral) * headLateral).normalized
        let headUp = headForward.cross(headLateral)
        let head = (headLateral, headUp, headForward)
        let headCentre = earMid - 0.03 * scale * headUp
        let neckBase = shoulderMid - 0.02 * scale * up
        cone(neckBase, headCentre - 0.06 * scale * headUp, 0.052, 0.048, style.skin)
        func headPart(_ centre: Vector3, _ radii: Vector3, _ colour: SurfaceColour, clip: Solid.ClipPlane? = nil) {
            solids.append(Solid(.ellipsoid(centre: centre, axes: head, radii: scale * radii, clip: clip), colour))
        }
        headPart(headCentre, Vector3(0.078, 0.118, 0.094), style.skin)
        // Hair over the crown and the back, cut along a slanted plane above the face.
        let hairCut = Solid.ClipPlane(normal: (0.75 * headUp - 0.66 * headForward).normalized, offset: 0.005 * scale)
        headPart(headCentre + 0.022 * scale * headUp - 0.012 * scale * headForward, Vector3(0.085, 0.12, 0.1), style.hair, clip: hairCut)
        for side in BodySide.allCases {
            let name = { (right: Joint) in side == .right ? right : right.mirrored }
            let eye = point(name(.rightEye)), inner = point(name(.rightEyeInner)), outer = point(name(.rightEyeOuter))
            headPart(eye + 0.002 * scale * headForward, Vector3(0.016, 0.009, 0.01), style.eyeWhite)
            headPart(eye + 0.008 * scale * headForward, Vector3(0.0068, 0.0068, 0.005), style.iris)
            let brow = 0.019 * scale * headUp - 0.002 * scale * headForward
            solids.append(Solid(.roundCone(from: inner + brow, to: outer + brow + 0.003 * scale * headUp,
                                           startRadius: 0.0042 * scale, endRadius: 0.0032 * scale), style.hair))
            headPart(point(name(.rightEar)), Vector3(0.014, 0.028, 0.018), style.skin)
        }
        let nose = point(.nose)
        solids.append(Solid(.roundCone(from: nose - 0.022 * scale * headForward + 0.03 * scale * headUp, to: nose,
                                       startRadius: 0.008 * scale, endRadius: 0.011 * scale), style.skin * 0.96))
        let mouthBack = -0.008 * scale * headForward
        solids.append(Solid(.roundCone(from: point(.mouthRight) + mouthBack, to: point(.mouthLeft) + mouthBack,
                                       startRadius: 0.0055 * scale, endRadius: 0.0055 * scale), style.lips))
        return solids
    }
}
