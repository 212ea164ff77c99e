import KinesiaMotion
import KinesiaResults

// Which frame is the focus is the comparison's judgement (keypoint errors, missed and extra
// reps); the results only carry the frame.
extension FocusFrame {
    /// The labelled frame with the largest mean keypoint error (the earliest of equals); else
    /// the pose nearest the first missed or extra rep; else none.
    init?(poses: [Pose], keypointFrames: [MatchedKeypointFrame], reps: RepReport) {
        var worst: (frame: MatchedKeypointFrame, error: Double)?
        for frame in keypointFrames {
            guard let error = frame.meanDistance, error > (worst?.error ?? -1) else { continue }
            worst = (frame, error)
        }
        if let worst {
            self.init(
                reason: .largestKeypointError, time: worst.frame.time, frame: worst.frame.pose, meanError: worst.error,
                pose: poses[worst.frame.pose], reference: worst.frame.label)
            return
        }
        let mismatch = reps.entries.lazy.compactMap { entry -> (Reason, Double)? in
            switch entry.match {
            case .matched: nil
            case .missed: entry.labelledTime.map { (.missedRep, $0) }
            case .extra: entry.countedTime.map { (.extraRep, $0) }
            }
        }.first
        guard let (reason, time) = mismatch, let index = KeypointComparison.nearestIndex(time, in: poses, within: .infinity) else {
            return nil
        }
        self.init(reason: reason, time: poses[index].timestamp, frame: index, meanError: nil, pose: poses[index], reference: [:])
    }

    private init(reason: Reason, time: Double, frame: Int, meanError: Double?, pose: Pose, reference: [Joint: PosePoint]) {
        self.init(
            reason: reason, time: time, frame: frame, meanError: meanError, aspectRatio: pose.aspectRatio,
            detected: Dictionary(uniqueKeysWithValues: pose.points.filter { $0.point.isValid }.map { ($0.joint, $0.point) }),
            reference: reference)
    }
}
