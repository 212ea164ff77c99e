import Foundation
import KinesiaMotion

/// What a pose model reports for a person whose 3D joints are known, seen by a
/// `SyntheticCamera`: each joint projected, hidden ones replaced by a wandering guess at low
/// confidence, optional jitter and dropped frames from a seeded generator.
public struct PoseProjection: Sendable {
    /// How the projection decides a joint is hidden.
    public enum Occlusion: Sendable, Hashable {
        /// The far side's limbs whenever the camera sees the person more side-on than about
        /// 45° (the synthetic corpus's model).
        case farSideByYaw
        /// Behind a body part nearer the camera: the torso or a limb segment, each a capsule.
        /// A raised far knee in front of the body stays visible side-on, as it is to a camera.
        case bodyCapsules
    }

    public var camera: SyntheticCamera
    /// The camera's target.
    public var centre: Vector3
    public var bodyHeight: Double
    public var occlusion: Occlusion
    /// Standard deviation of each point's jitter, in image heights.
    public var noise: Double = 0
    /// Share of frames whose points all come out with confidence 0.
    public var dropout: Double = 0

    public static let visibleConfidence = 0.95
    public static let hiddenConfidence = 0.3

    public init(camera: SyntheticCamera, centre: Vector3, bodyHeight: Double, occlusion: Occlusion = .farSideByYaw) {
        self.camera = camera
        self.centre = centre
        self.bodyHeight = bodyHeight
        self.occlusion = occlusion
    }

    /// The pose at `time`; draws from `random` in a fixed order (dropout, then x and y of
    /// each joint in `Joint` order), so a seed fixes the whole stream.
    public func pose(_ skeleton: [Joint: Vector3], at time: Double, random: inout SeededRandom) -> Pose {
        let view = camera.view(lookingAt: centre)
        let dropped = random.unit() < dropout
        let hiddenJoints = occlusion == .bodyCapsules ? Self.covered(skeleton, view: view, scale: bodyHeight / 1.75) : []
        var points: [Joint: PosePoint] = [:]
        for joint in Joint.allCases {
            guard let position = skeleton[joint] else { continue }
            let hidden = switch occlusion {
            case .farSideByYaw: Self.limbSide(joint).map(camera.hides) ?? false
            case .bodyCapsules: hiddenJoints.contains(joint)
            }
            let seen = hidden ? position + Self.guessError(for: joint, at: time, bodyHeight: bodyHeight) : position
            var (x, y) = view.project(seen)
            x += noise * random.gaussian() / camera.aspectRatio
            y += noise * random.gaussian()
            points[joint] = PosePoint(x: x, y: y, confidence: dropped ? 0 : (hidden ? Self.hiddenConfidence : Self.visibleConfidence))
        }
        return Pose(points: points, timestamp: time, aspectRatio: camera.aspectRatio)
    }

    /// Where a pose model puts a limb the body hides: a guess a quarter to two fifths of the
    /// body's height off, wandering slowly (measured on BlazePose side-on: 27–43 % errors at
    /// visibility about 0.3). Engines must not trust such points.
    static func guessError(for joint: Joint, at time: Double, bodyHeight: Double) -> Vector3 {
        let phase = Double(joint.ordinal)
        let size = bodyHeight * (0.33 + 0.07 * sin(0.9 * time + phase))
        let angle = 0.6 * time + 1.7 * phase
        return Vector3(0, size * cos(angle), size * sin(angle))
    }

    /// The side of a limb joint (arms and legs), whose far copy the body hides side-on.
    static func limbSide(_ joint: Joint) -> BodySide? {
        if rightLimbJoints.contains(joint) { return .right }
        if rightLimbJoints.contains(joint.mirrored) { return .left }
        return nil
    }

    private static let rightLimbJoints: Set<Joint> = [
        .rightElbow, .rightWrist, .rightKnee, .rightAnkle, .rightHeel, .rightFootIndex,
        .rightPinky, .rightIndex, .rightThumb,
    ]

    /// The limb joints of both sides, in `Joint` order.
    private static let limbJoints = Joint.allCases.filter { limbSide($0) != nil }

    /// Body parts as capsules (segment and radius, metres for a 1.75 m person): the torso
    /// and each limb segment.
    static let capsules: [(Joint, Joint, Double)] = [
        (.neck, .root, 0.16),
        (.rightShoulder, .rightElbow, 0.05), (.rightElbow, .rightWrist, 0.04),
        (.leftShoulder, .leftElbow, 0.05), (.leftElbow, .leftWrist, 0.04),
        (.rightHip, .rightKnee, 0.08), (.rightKnee, .rightAnkle, 0.055),
        (.leftHip, .leftKnee, 0.08), (.leftKnee, .leftAnkle, 0.055),
    ]

    /// Limb joints lying behind a capsule they are not part of, as the camera sees them.
    static func covered(_ skeleton: [Joint: Vector3], view: CameraView, scale: Double) -> Set<Joint> {
        var hidden: Set<Joint> = []
        // Each capsule's ends are projected once per pose, not once per joint they might cover.
        let projected = capsules.map { from, to, _ in
            skeleton[from].flatMap { a in skeleton[to].map { b in (a: a, b: b, pa: view.project(a), pb: view.project(b)) } }
        }
        for joint in limbJoints {
            guard let point = skeleton[joint] else { continue }
            let depth = view.depth(of: point)
            let p = view.project(point)
            for (index, (from, to, size)) in capsules.enumerated() where from != joint && to != joint {
                let radius = scale * size
                guard let (a, b, pa, pb) = projected[index] else { continue }
                // Closest point of the capsule's axis on the picture (x scaled to y's units).
                let ax = pa.x * view.aspectRatio, bx = pb.x * view.aspectRatio, px = p.x * view.aspectRatio
                let (dx, dy) = (bx - ax, pb.y - pa.y)
                let squared = dx * dx + dy * dy
                let t = squared > 0 ? min(1, max(0, ((px - ax) * dx + (p.y - pa.y) * dy) / squared)) : 0
                let axisDepth = view.depth(of: a + t * (b - a))
                let onPicture = hypot(px - (ax + t * dx), p.y - (pa.y + t * dy))
                if axisDepth + radius < depth, onPicture < view.focal * radius / axisDepth {
                    hidden.insert(joint)
                    break
                }
            }
        }
        return hidden
    }
}
