import Foundation
import KinesiaMotion
import KinesiaSynthetic

/// One frame of Vicon's full-body Plug-in Gait marker set (39 markers, millimetres, x forward,
/// y left, z up) turned into the library's joints (metres, y up, the person's left +x).
///
/// The markers are in Plug-in Gait's order (LFHD RFHD LBHD RBHD C7 T10 CLAV STRN RBAK, then each
/// arm's SHO UPA ELB FRM WRA WRB FIN left then right, the pelvis's LASI RASI LPSI RPSI, then each
/// leg's THI KNE TIB ANK HEE TOE left then right): UI-PRMD's files match it marker by marker (the
/// front head markers lead the back ones, the tibia markers sit halfway between knee and ankle, the
/// heels behind the ankles and the toes in front; the abducted arm's UPA and FRM rise overhead).
/// Markers sit on the skin, so joint centres are estimated from them: the hips by Harrington et
/// al.'s regression on the pelvis markers (J Biomech 40:595, 2007), the knees and ankles half a
/// joint's width in from the lateral marker, the shoulders below the acromion marker.
enum PlugInGaitMarkers {
    static let count = 39

    static let leftFrontHead = 0, rightFrontHead = 1, c7 = 4, clavicle = 6
    static let leftShoulder = 9, leftElbow = 11, leftWristA = 13, leftWristB = 14
    static let rightShoulder = 16, rightElbow = 18, rightWristA = 20, rightWristB = 21
    static let leftASIS = 23, rightASIS = 24, leftPSIS = 25, rightPSIS = 26
    static let leftKnee = 28, leftAnkle = 30, leftHeel = 31, leftToe = 32
    static let rightKnee = 34, rightAnkle = 36, rightHeel = 37, rightToe = 38

    /// Half the knee's and the ankle's width (m): the lateral marker to the joint's centre.
    static let kneeHalfWidth = 0.05, ankleHalfWidth = 0.035
    /// The acromion marker above the shoulder joint's centre (m).
    static let shoulderDrop = 0.05
    /// The forehead markers above the nose (m).
    static let foreheadAboveNose = 0.06

    /// The widest the ASIS markers may stand apart (m). An adult pelvis's ASIS lie 0.2–0.3 m
    /// apart; markers further apart sit off them (UI-PRMD s05's stand 0.42–0.44 m apart, the other
    /// nine subjects' 0.24–0.28 m), and Harrington's regression, scaled by that width, would put
    /// the hips 5 cm low and 6 cm wide.
    static let widestPelvis = 0.35

    /// The library's joints in one frame of `markers` (metres, already in the library's axes).
    static func joints(_ markers: [Vector3]) -> [Joint: Vector3] {
        let up = Vector3(0, 1, 0)
        let leftASIS = markers[Self.leftASIS], rightASIS = markers[Self.rightASIS]
        let front = 0.5 * (leftASIS + rightASIS), back = 0.5 * (markers[leftPSIS] + markers[rightPSIS])
        let width = (leftASIS - rightASIS).length
        let left = (leftASIS - rightASIS).normalized
        let forwardRaw = front - back
        let forward = (forwardRaw - forwardRaw.dot(left) * left).normalized
        let pelvisUp = forward.cross(left)
        let depth = forwardRaw.length
        // Harrington et al. 2007, in millimetres: 0.24 depth + 9.9 behind the ASIS midpoint, 0.30
        // width + 10.9 below it, 0.33 width + 7.3 to each side.
        func hip(_ side: Double) -> Vector3 {
            front + (-(0.24 * depth * 1000 + 9.9) / 1000) * forward + (-(0.30 * width * 1000 + 10.9) / 1000) * pelvisUp
                + (side * (0.33 * width * 1000 + 7.3) / 1000) * left
        }
        var joints: [Joint: Vector3] = [:]
        joints[.leftHip] = hip(1)
        joints[.rightHip] = hip(-1)
        joints[.root] = 0.5 * (joints[.leftHip]! + joints[.rightHip]!)
        joints[.neck] = 0.5 * (markers[c7] + markers[clavicle])
        joints[.nose] = 0.5 * (markers[leftFrontHead] + markers[rightFrontHead]) + (-foreheadAboveNose) * up
        joints[.leftShoulder] = markers[Self.leftShoulder] + (-shoulderDrop) * up
        joints[.rightShoulder] = markers[Self.rightShoulder] + (-shoulderDrop) * up
        joints[.leftElbow] = markers[Self.leftElbow]
        joints[.rightElbow] = markers[Self.rightElbow]
        joints[.leftWrist] = 0.5 * (markers[leftWristA] + markers[leftWristB])
        joints[.rightWrist] = 0.5 * (markers[rightWristA] + markers[rightWristB])
        joints[.leftKnee] = markers[Self.leftKnee] + (-kneeHalfWidth) * left
        joints[.rightKnee] = markers[Self.rightKnee] + kneeHalfWidth * left
        joints[.leftAnkle] = markers[Self.leftAnkle] + (-ankleHalfWidth) * left
        joints[.rightAnkle] = markers[Self.rightAnkle] + ankleHalfWidth * left
        joints[.leftHeel] = markers[Self.leftHeel]
        joints[.rightHeel] = markers[Self.rightHeel]
        joints[.leftFootIndex] = markers[Self.leftToe]
        joints[.rightFootIndex] = markers[Self.rightToe]
        return joints
    }

    /// The markers every joint is read from: a repetition must see each at least once.
    static let used: [Int] = [
        leftFrontHead, rightFrontHead, c7, clavicle, leftShoulder, leftElbow, leftWristA, leftWristB,
        rightShoulder, rightElbow, rightWristA, rightWristB, leftASIS, rightASIS, leftPSIS, rightPSIS,
        leftKnee, leftAnkle, leftHeel, leftToe, rightKnee, rightAnkle, rightHeel, rightToe,
    ]

    /// One repetition's frames (each a file line of 117 values) as joints. Vicon writes a marker
    /// it lost as 0,0,0; such a gap is filled linearly between the frames that saw the marker on
    /// either side (held from the nearest at the file's ends), as gap filling in Vicon's own
    /// software does.
    static func frames(_ lines: [[Double]], file: String) throws -> [[Joint: Vector3]] {
        var markers: [[Vector3?]] = lines.map { values in
            (0..<count).map { index in
                let p = Vector3(values[3 * index + 1], values[3 * index + 2], values[3 * index])
                return p.x == 0 && p.y == 0 && p.z == 0 ? nil : 0.001 * p
            }
        }
        for index in used {
            let seen = markers.indices.filter { markers[$0][index] != nil }
            guard let first = seen.first, let last = seen.last else { throw MocapError(file: file, "marker \(index) is never seen") }
            for frame in 0..<first { markers[frame][index] = markers[first][index] }
            for frame in (last + 1)..<markers.count { markers[frame][index] = markers[last][index] }
            for (previous, next) in zip(seen, seen.dropFirst()) where next - previous > 1 {
                let from = markers[previous][index]!, to = markers[next][index]!
                for frame in (previous + 1)..<next {
                    markers[frame][index] = from + (Double(frame - previous) / Double(next - previous)) * (to - from)
                }
            }
        }
        let filled = markers.map { frame in frame.map { $0 ?? Vector3(0, 0, 0) } }
        let widths = filled.map { ($0[leftASIS] - $0[rightASIS]).length }.sorted()
        let width = widths[widths.count / 2]
        guard width <= widestPelvis else {
            throw MocapError(file: file, String(
                format: "the ASIS markers stand %.0f mm apart (median), wider than a pelvis (at most %.0f mm): the hip joints cannot be estimated",
                width * 1000, widestPelvis * 1000))
        }
        return filled.map(joints)
    }
}
