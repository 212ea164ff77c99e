import Foundation

/// The body at one instant: a point per detected joint and the timestamp of the frame it
/// came from. Joints the model did not see are absent; a point with confidence 0 counts as
/// absent too.
public struct Pose: Sendable, Hashable {
    /// Seconds, read off the frame (presentation time × time base), never off a clock.
    public var timestamp: TimeInterval

    /// Width over height of the oriented image the points are normalized to. Angles are
    /// measured after scaling x by it, so a portrait video does not squash them.
    public var aspectRatio: Double

    /// One slot per `Joint.allCases`, indexed by `Joint.ordinal`; absent joints hold
    /// `PosePoint.absent`. A flat array keeps `RepEngine.process` free of hashing.
    public private(set) var slots: [PosePoint]

    public init(points: [Joint: PosePoint], timestamp: TimeInterval, aspectRatio: Double = 1) {
        var slots = [PosePoint](repeating: .absent, count: Joint.allCases.count)
        for (joint, point) in points { slots[joint.ordinal] = point }
        self.slots = slots
        self.timestamp = timestamp
        self.aspectRatio = aspectRatio
    }

    /// Points of full confidence, as the engine's documentation builds them.
    public init(points: [Joint: CGPoint], timestamp: TimeInterval, aspectRatio: Double = 1) {
        self.init(
            points: points.mapValues { PosePoint(x: Double($0.x), y: Double($0.y)) },
            timestamp: timestamp, aspectRatio: aspectRatio)
    }

    /// A pose with no joints: what a frame without a person yields when a caller needs a
    /// placeholder. Estimators yield no pose at all for such frames.
    public static func empty(at timestamp: TimeInterval) -> Pose {
        Pose(points: [Joint: PosePoint](), timestamp: timestamp)
    }

    /// The joint's point when it is valid (confidence above 0), otherwise nil.
    public subscript(joint: Joint) -> PosePoint? {
        get {
            let point = slots[joint.ordinal]
            return point.isValid ? point : nil
        }
        set { slots[joint.ordinal] = newValue ?? .absent }
    }

    /// The joint's slot whether valid or not; the engine's hot path.
    @inlinable
    public func point(at ordinal: Int) -> PosePoint { slots[ordinal] }

    /// Valid joints in canonical order.
    public var joints: [Joint] { Joint.allCases.filter { slots[$0.ordinal].isValid } }

    /// Valid joints and their points in canonical order.
    public var points: [(joint: Joint, point: PosePoint)] {
        Joint.allCases.compactMap { joint in self[joint].map { (joint, $0) } }
    }

    /// The pose seen in a mirror: x flipped and sides swapped, so `leftKnee` stays the
    /// person's left knee.
    public func mirrored() -> Pose {
        var result = self
        for joint in Joint.allCases {
            var point = slots[joint.ordinal]
            if point.isValid { point.x = 1 - point.x }
            result.slots[joint.mirrored.ordinal] = point
        }
        return result
    }
}
