import KinesiaMotion

/// Per-joint constants of the OKS-style score: COCO's keypoint sigmas (nose .026, eyes .025,
/// ears .035, shoulders .079, elbows .072, wrists .062, hips .107, knees .087, ankles .089).
/// Joints COCO lacks borrow their nearest COCO joint's constant: BlazePose's inner and outer
/// eye points the eye's, the mouth the nose's, hand points the wrist's, heel and foot the
/// ankle's; Apple's neck and root the shoulder's and the hip's.
package enum KeypointConstants {
    package static func sigma(_ joint: Joint) -> Double {
        switch joint {
        case .nose, .mouthLeft, .mouthRight: 0.026
        case .leftEye, .rightEye, .leftEyeInner, .leftEyeOuter, .rightEyeInner, .rightEyeOuter: 0.025
        case .leftEar, .rightEar: 0.035
        case .neck, .leftShoulder, .rightShoulder: 0.079
        case .leftElbow, .rightElbow: 0.072
        case .leftWrist, .rightWrist, .leftPinky, .rightPinky, .leftIndex, .rightIndex, .leftThumb, .rightThumb: 0.062
        case .root, .leftHip, .rightHip: 0.107
        case .leftKnee, .rightKnee: 0.087
        case .leftAnkle, .rightAnkle, .leftHeel, .rightHeel, .leftFootIndex, .rightFootIndex: 0.089
        }
    }
}
