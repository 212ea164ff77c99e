import KinesiaMotion

/// Each labelled joint's signed error (pose minus label, normalized image coordinates) at
/// every labelled frame a pose matched, keyed by the frame's labelled time: what calibration
/// measures variance on. Matching and validity are `KeypointComparison`'s, so calibration
/// sees exactly the distances the runner will compare.
struct KeypointErrors {
    struct Error: Hashable {
        var dx: Double
        var dy: Double
        var distance: Double { (dx * dx + dy * dy).squareRoot() }
    }

    /// Per joint, in labelled-frame order.
    var joints: [Joint: [(time: Double, error: Error)]] = [:]

    init(reference: [LabelledPose], poses: [Pose]) {
        let window = KeypointComparison.matchingWindow(poses)
        for frame in reference {
            guard let pose = KeypointComparison.nearest(frame.time, in: poses, within: window) else { continue }
            for (joint, label) in frame.points where label.isValid {
                guard let point = pose[joint] else { continue }
                joints[joint, default: []].append((frame.time, Error(dx: point.x - label.x, dy: point.y - label.y)))
            }
        }
    }
}
