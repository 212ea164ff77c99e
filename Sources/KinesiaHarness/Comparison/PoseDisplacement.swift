import KinesiaMotion

/// How far one run's poses lie from another's of the same source, joint by joint: the
/// per-axis RMS of the displacement over the frames where both report the joint, the length
/// of its mean (a shift every frame shares, which noise averages away), and the frames where
/// only one of them does. Calibration measures it between its unperturbed run
/// and each perturbation; the runner between a run and the poses calibration pinned.
/// Frames are paired by time (`KeypointComparison.nearestIndex`, half a frame either way).
struct PoseDisplacement: Sendable, Hashable {
    struct JointDisplacement: Sendable, Hashable {
        /// Frames where both report the joint.
        var frames = 0
        /// Sum of the squared per-axis displacements, halved: (dx² + dy²) / 2 per frame.
        var squares = 0.0
        /// Sums of the displacements.
        var sumX = 0.0
        var sumY = 0.0
        /// Frames where only one of the two reports the joint.
        var flips = 0
        /// The largest single displacement, and when.
        var largest = 0.0
        var largestAt = 0.0

        /// Per-axis RMS; 0 when no frame was compared.
        var rms: Double { frames == 0 ? 0 : (squares / Double(frames)).squareRoot() }
        /// The length of the mean displacement; 0 when no frame was compared.
        var shift: Double {
            guard frames > 0 else { return 0 }
            let x = sumX / Double(frames), y = sumY / Double(frames)
            return (x * x + y * y).squareRoot()
        }
        /// A share of the frames either run reports the joint in.
        var flipRate: Double { frames + flips == 0 ? 0 : Double(flips) / Double(frames + flips) }
    }

    /// Every joint either run reports, in canonical order.
    var joints: [Joint: JointDisplacement] = [:]
    /// Times of the reference's poses the other run has no pose for.
    var unpaired: [Double] = []
    /// Reference poses paired with one of the other run.
    var paired = 0

    /// `poses` against `reference`, each in time order.
    init(_ poses: [Pose], from reference: [Pose]) {
        let window = KeypointComparison.matchingWindow(reference)
        for expected in reference {
            guard let index = KeypointComparison.nearestIndex(expected.timestamp, in: poses, within: window) else {
                unpaired.append(expected.timestamp)
                continue
            }
            paired += 1
            let pose = poses[index]
            for joint in Joint.allCases {
                switch (expected[joint], pose[joint]) {
                case (let a?, let b?):
                    let dx = b.x - a.x, dy = b.y - a.y
                    var entry = joints[joint, default: JointDisplacement()]
                    entry.frames += 1
                    entry.squares += (dx * dx + dy * dy) / 2
                    entry.sumX += dx
                    entry.sumY += dy
                    let distance = (dx * dx + dy * dy).squareRoot()
                    if distance > entry.largest { (entry.largest, entry.largestAt) = (distance, expected.timestamp) }
                    joints[joint] = entry
                case (nil, nil):
                    continue
                default:
                    joints[joint, default: JointDisplacement()].flips += 1
                }
            }
        }
    }
}
