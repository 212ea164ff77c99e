import KinesiaMotion

/// Each labelled joint's signed error (pose minus label, normalized image coordinates) at
/// every labelled frame a pose matched where the truth sees the joint, keyed by the frame's
/// labelled time: what calibration measures variance on; and how often the pipeline missed
/// it there. Matching and visibility are `KeypointComparison`'s, so calibration sees exactly
/// the distances and misses the runner will judge.
struct KeypointErrors {
    struct Error: Hashable {
        var dx: Double
        var dy: Double
        var distance: Double { (dx * dx + dy * dy).squareRoot() }
    }

    /// Per joint, in labelled-frame order.
    var joints: [Joint: [(time: Double, error: Error)]] = [:]
    /// Per joint, matched frames where the truth sees it and the pose lacks it.
    var missing: [Joint: Int] = [:]

    init(reference: [LabelledPose], poses: [Pose]) {
        let window = KeypointComparison.matchingWindow(poses)
        for frame in reference {
            guard let pose = KeypointComparison.nearest(frame.time, in: poses, within: window) else { continue }
            for (joint, label) in frame.seen {
                guard let point = pose[joint] else {
                    missing[joint, default: 0] += 1
                    continue
                }
                joints[joint, default: []].append((frame.time, Error(dx: point.x - label.x, dy: point.y - label.y)))
            }
        }
    }

    /// The share of the matched frames where the truth sees `joint` that the pose lacked it in.
    func missRate(_ joint: Joint) -> Double {
        let misses = missing[joint] ?? 0
        let seen = (joints[joint]?.count ?? 0) + misses
        return seen == 0 ? 0 : Double(misses) / Double(seen)
    }
}
