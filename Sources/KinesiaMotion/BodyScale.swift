/// How large the body is seen now against the lengths the session learned, for postures that
/// keep the torso upright: a person who steps back after pressing record (first seen 1.3–1.5×
/// larger, easing back to their place over a second) shrinks as a whole, and every learned full
/// length must shrink with them, or each later pose reads bent.
///
/// The scale is read from segments no pose of an upright exercise changes much all at once: each
/// side's torso (upright, so turning about the vertical leaves its length) and shank, and the
/// widths of the shoulders and of the hips (the person does not turn during a set). Each has a
/// full length learned as the engine learns its own (`FullLength`); the body's scale is the
/// largest of their slowly smoothed lengths over their full lengths. A pose shortens some of them
/// (a squat's torso and shanks lean toward a camera in front), never all: over the pinned poses
/// of every gate video of an upright exercise the scale stays at 0.937 or above
/// (mediapipe-squats-front-gif at its deepest squat; the tfjs squats 0.94–0.98, the QuickPose
/// clips 0.95–1.0, the rendered clips 0.95–1.0), except 0.913 in tfjs-squats-ankles-cut-off as
/// she bends into her unfinished third squat with her ankles out of the picture; the nightly's
/// degraded copies of the MediaPipe front squats read lower still at the bottom of a squat, 0.882
/// (mediapipe-squats-front-compressed) and 0.884 (mediapipe-squats-front-gif-dim-noisy).
struct BodyScale: Sendable {
    /// Below this scale the whole body has shrunk: under the lowest any real clip of an upright
    /// exercise reaches (0.882, above), over a person first seen 1.3× closer (1 / 1.3 = 0.77). A
    /// step back from 1.15× (0.87) stays with the lengths' own relaxing, which counts it.
    static let shrunk = 0.85
    /// Once the body is seen shrinking, learned lengths follow the scale, and nothing is counted,
    /// until it has shrunk no faster than `followedRate` for this long (seconds): the slowly
    /// smoothed lengths (`SideMeter.lengthWeight`, a time constant of 0.32 s) then lag the body
    /// by under 1 %, so a squat's standing height reads within a few degrees of standing.
    static let followTime = 0.5
    /// A shrink of the whole body faster than this (share of its size per second) keeps the lengths
    /// following it: a step back from 1.15× over a second averages 13 % a second; in the gate's
    /// upright videos all of the scale's segments shrink together this fast in 1 % of poses.
    static let followedRate = 0.1

    private struct Part: Sendable {
        var from: Int, to: Int
        var length = FullLength()
    }

    private var parts: [Part]
    /// Every slot the scale reads.
    let slots: [Int]
    private var lengthSmoothing = Smoothing(weight: SideMeter.lengthWeight)
    private var lastRead: Double?
    /// Until when learned lengths follow the scale.
    private var followingUntil = -Double.infinity

    init() {
        let pairs: [(Joint, Joint)] = [
            (.leftShoulder, .leftHip), (.rightShoulder, .rightHip), (.leftShoulder, .rightShoulder), (.leftHip, .rightHip),
            (.leftKnee, .leftAnkle), (.rightKnee, .rightAnkle),
        ]
        parts = pairs.map { Part(from: $0.0.ordinal, to: $0.1.ordinal) }
        slots = Array(Set(pairs.flatMap { [$0.0.ordinal, $0.1.ordinal] })).sorted()
    }

    /// Whether learned lengths are following the body's scale at `time`: it was seen shrinking
    /// lately, and the lengths lag it by their smoothing.
    func isFollowing(at time: Double) -> Bool { time <= followingUntil }

    /// Reads the body's scale in `points` (smoothed, by ordinal) at `time`; returns the factor
    /// every learned length must shrink by now (under 1), or nil when they stand.
    mutating func shrink(_ points: [PosePoint], aspectRatio: Double, at time: Double, minimumConfidence: Double) -> Double? {
        let interval = lastRead.map { time - $0 }
        let update = interval.map { SideMeter.LengthUpdate(after: $0, smoothing: &lengthSmoothing) } ?? .first
        var scale = 0.0
        for index in parts.indices {
            let part = parts[index]
            let a = points[part.from], b = points[part.to]
            guard a.confidence > 0, b.confidence > 0, a.confidence >= minimumConfidence, b.confidence >= minimumConfidence else { continue }
            let full = parts[index].length.remember(SideMeter.length(part.from, part.to, points, aspectRatio), update)
            if full > 0 { scale = max(scale, parts[index].length.current / full) }
        }
        guard scale > 0 else { return nil }
        lastRead = time
        if scale < Self.shrunk {
            followingUntil = time + Self.followTime
        } else if let interval, interval > 0, time < followingUntil, (1 - scale) / interval > Self.followedRate {
            followingUntil = time + Self.followTime
        }
        guard time <= followingUntil, scale < 1 else { return nil }
        for index in parts.indices { parts[index].length.rescale(by: scale) }
        return scale
    }
}
