import Foundation
import KinesiaMotion
import KinesiaSynthetic

/// A UI-PRMD movement (Kinect v1, one segmented repetition; shared data `uiprmd/`) as a joint
/// trajectory of the library exercise it is. Each file line is one frame of 22 joints × 3
/// values: positions relative to the parent joint (cm), and Euler angles (degrees, x y z, turned
/// Rz·Rx·Ry — Kinect's ZXY order). Read Rz·Ry·Rx instead, the feet leave the floor in every
/// squat and sit to stand (the ankles rise 0.47–0.99 m) and the arms of shoulder abduction peak
/// at 83–106°; read Rz·Rx·Ry, the ankles of all 200 correct deep squats and sit to stands rise a
/// median 0.08–0.12 m and the abducted arms peak at 143–175°, overhead as the movement asks.
public struct UIPRMDMovement: Sendable {
    /// The file stem (`m01_s01_e01`).
    public var name: String
    public var exercise: String
    public var description: String

    /// The movements that are library exercises, subject 1's first repetition: the trunk and
    /// legs read alike from every camera (the deep squat 140–147°, the leg raise 82–95°).
    /// Left out: the hurdle step, side lunge, shoulder extension and rotation (no library
    /// measurement follows them); sit to stand (m05 is not at rest where it starts: the engine
    /// finds it mid-movement in the first frame, so its one label cannot be confirmed); and the
    /// arm movements (m07 abduction, m10 scaption). Every subject's sets of m05 and m07 are
    /// `UIPRMDSet`'s.
    public static let all: [UIPRMDMovement] = [
        UIPRMDMovement(name: "m01_s01_e01", exercise: "squat", description: "deep squat"),
        UIPRMDMovement(name: "m03_s01_e01", exercise: "lunge", description: "inline lunge"),
        UIPRMDMovement(name: "m06_s01_e01", exercise: "kneeRaise", description: "standing active straight-leg raise"),
    ]

    public static let frameRate = 30.0

    /// The body's height in Kinect frames, which have no head top: the nose's highest over the
    /// feet's lowest, and 0.17 m of head above the nose.
    static func bodyHeight(_ frames: [[Joint: Vector3]]) -> Double {
        frames.map { $0[.nose]!.y }.max()! - frames.map { min($0[.leftAnkle]!.y, $0[.rightAnkle]!.y) }.min()! + 0.17
    }

    /// Kinect v1's joints by index, the parent of each, and the joint whose angles turn it
    /// (the published convention: collars hang off the chest's own angles, hips off the waist's).
    static let parents: [(parent: Int, turnedBy: [Int])] = [
        (-1, []), (0, [0]), (1, [0, 1]), (2, [0, 1, 2]), (3, [0, 1, 2, 3]), (4, [0, 1, 2, 3, 4]),
        (2, [2]), (6, [2, 6]), (7, [2, 6, 7]), (8, [2, 6, 7, 8]),
        (2, [2]), (10, [2, 10]), (11, [2, 10, 11]), (12, [2, 10, 11, 12]),
        (0, [0]), (14, [0, 14]), (15, [0, 14, 15]), (16, [0, 14, 15, 16]),
        (0, [0]), (18, [0, 18]), (19, [0, 18, 19]), (20, [0, 18, 19, 20]),
    ]

    /// The library joints the Kinect joints are (by index), left then right.
    static let joints: [Int: Joint] = [
        0: .root, 3: .neck, 4: .nose,
        7: .leftShoulder, 8: .leftElbow, 9: .leftWrist, 11: .rightShoulder, 12: .rightElbow, 13: .rightWrist,
        14: .leftHip, 15: .leftKnee, 16: .leftAnkle, 17: .leftFootIndex,
        18: .rightHip, 19: .rightKnee, 20: .rightAnkle, 21: .rightFootIndex,
    ]

    /// `data` is the shared data's `uiprmd/` folder.
    public func trajectory(data: URL) throws -> JointTrajectory {
        let positions = try Self.read(data.appendingPathComponent("\(name)_positions.txt"), values: 66, layout: "22 joints × 3")
        let angles = try Self.read(data.appendingPathComponent("\(name)_angles.txt"), values: 66, layout: "22 joints × 3")
        guard positions.count == angles.count else {
            throw MocapError(file: "uiprmd:\(name)", "\(positions.count) frames of positions but \(angles.count) of angles")
        }
        var frames = zip(positions, angles).map { Self.landmarks(positions: $0, angles: $1) }
        frames = MocapExercise.standOnFloorFacingForward(frames)
        // One segmented repetition: it peaks where the exercise's own signal does. A file that
        // opens inside it holds a partial start, no completed rep, as the engine reads one; one
        // whose real peak stays under the start threshold holds no rep at all.
        let signal = frames.map { MocapExercise.repSignal(exercise, $0) }
        let peak = signal.indices.max { signal[$0] < signal[$1] }!
        let definition = ExerciseLibrary.named(exercise)!
        let truth = TruthMeasurement(definition: definition, side: definition.defaultSide, frames: frames)
        let times = frames.indices.map { Double($0) / Self.frameRate }
        let holdsNoRep = truth.partialStartOpening(frames) != nil
            || truth.peak(frames, times: times).angle < definition.startThreshold
        return .sampled(
            frames, frameRate: Self.frameRate, exercise: exercise, repTimes: holdsNoRep ? [] : [Double(peak) / Self.frameRate],
            bodyHeight: Self.bodyHeight(frames),
            provenance: "UI-PRMD \(name) (\(description), Kinect v1)")
    }

    /// Absolute positions in metres, y up, by forward kinematics over the Kinect hierarchy.
    static func landmarks(positions: [Double], angles: [Double]) -> [Joint: Vector3] {
        let offset = { (joint: Int) in 0.01 * Vector3(positions[3 * joint], positions[3 * joint + 1], positions[3 * joint + 2]) }
        let turn = { (joint: Int) in
            Matrix3.rotationZ(angles[3 * joint + 2]) * Matrix3.rotationX(angles[3 * joint]) * Matrix3.rotationY(angles[3 * joint + 1])
        }
        var absolute: [Vector3] = []
        for (index, link) in parents.enumerated() {
            guard link.parent >= 0 else {
                absolute.append(offset(index))
                continue
            }
            let rotation = link.turnedBy.reduce(Matrix3.identity) { $0 * turn($1) }
            absolute.append(absolute[link.parent] + rotation * offset(index))
        }
        var points: [Joint: Vector3] = [:]
        for (index, joint) in joints { points[joint] = absolute[index] }
        for side in BodySide.allCases {
            let name = { (right: Joint) in side == .right ? right : right.mirrored }
            let ankle = points[name(.rightAnkle)]!, toe = points[name(.rightFootIndex)]!
            points[name(.rightHeel)] = ankle + 0.3 * (ankle - toe)
        }
        return points
    }

    /// One frame a line of `values` comma-separated numbers (`layout` says what they are).
    static func read(_ url: URL, values: Int, layout: String) throws -> [[Double]] {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw MocapError(file: url.path, "cannot read the movement (\(error.localizedDescription))")
        }
        var frames: [[Double]] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let fields = line.split(separator: ",")
            guard !fields.isEmpty else { continue }
            guard fields.count == values else { throw MocapError(file: url.path, line: index + 1, "\(fields.count) values, not \(layout)") }
            frames.append(try fields.map { field in
                guard let value = Double(field.trimmingCharacters(in: .whitespaces)), value.isFinite else {
                    throw MocapError(file: url.path, line: index + 1, "not a number: \(field)")
                }
                return value
            })
        }
        guard frames.count >= 2 else { throw MocapError(file: url.path, "fewer than two frames") }
        return frames
    }
}
