import KinesiaMotion
import KinesiaResults
import KinesiaSupport

/// Pipeline keypoints against labelled ones, in normalized image coordinates.
///
/// Each labelled frame is matched to the pose nearest its time, within half the pipeline's
/// usual frame interval, so a dropped frame is not replaced by its neighbour. Frame by frame,
/// the label's own confidence decides what is compared: a joint the truth marks hidden
/// (`LabelledPose.seenFromConfidence`) is not compared in that frame, and a joint the truth
/// never sees is not judged at all. A joint the truth sees and the pose lacks (confidence 0)
/// is a miss; a joint missed in more of those frames than its allowed miss rate fails, and so
/// does one never found. A labelled frame with no pose is a failure: dropping frames or joints
/// cannot pass silently. A hand-labelled frame whose pose has none of the seen joints fails
/// too; a reference recording labels every frame, and the frames where the model saw nothing
/// (every point at confidence 0) are counted as misses, not failed on their own.
/// A joint fails when the 95th percentile of its distances exceeds its tolerance
/// (`CalibrationMethod.quantile`): the tolerance bounds how far it is in all but its worst
/// frames, which are reported with their time.
struct KeypointComparison {
    var report: KeypointReport
    var failures: [String]
    /// Every matched labelled frame with its per-joint distances, in time order.
    var matchedFrames: [MatchedKeypointFrame] = []

    /// `bodyScale`: the truth's (`ToleranceCap.bodyScale`), the scale of PCK and OKS.
    init(reference: [LabelledPose], poses: [Pose], everyFrameNeedsJoints: Bool, bodyScale: Double?, limit: (Joint) -> JointLimit?) {
        let window = Self.matchingWindow(poses)
        var distances: [Joint: [Double]] = [:]
        var missing: [Joint: Int] = [:]
        var hidden: [Joint: Int] = [:]
        var worstTime: [Joint: (distance: Double, time: Double)] = [:]
        var unmatched: [Double] = []
        var jointless: [Double] = []
        var matched = 0
        var labelledJoints: Set<Joint> = []
        for frame in reference {
            let valid = frame.seen
            labelledJoints.formUnion(valid.keys)
            guard let poseIndex = Self.nearestIndex(frame.time, in: poses, within: window) else {
                unmatched.append(frame.time)
                continue
            }
            let pose = poses[poseIndex]
            matched += 1
            for joint in frame.hidden { hidden[joint, default: 0] += 1 }
            var found = 0
            var frameDistances: [Joint: Double] = [:]
            for (joint, label) in valid {
                guard let point = pose[joint] else {
                    missing[joint, default: 0] += 1
                    continue
                }
                found += 1
                let distance = ((point.x - label.x) * (point.x - label.x) + (point.y - label.y) * (point.y - label.y)).squareRoot()
                distances[joint, default: []].append(distance)
                frameDistances[joint] = distance
                if distance > (worstTime[joint]?.distance ?? -1) { worstTime[joint] = (distance, frame.time) }
            }
            if found == 0, !valid.isEmpty { jointless.append(frame.time) }
            matchedFrames.append(MatchedKeypointFrame(time: frame.time, pose: poseIndex, label: valid, distances: frameDistances))
        }
        let joints = labelledJoints.sorted().map { joint in
            let values = (distances[joint] ?? []).sorted()
            let limit = limit(joint)
            return JointError(
                joint: joint, compared: values.count, missing: missing[joint] ?? 0, hidden: hidden[joint] ?? 0, median: Self.median(values),
                quantile: CalibrationMethod.quantile(values), max: values.last, tolerance: limit?.tolerance,
                allowedMissRate: limit?.allowedMissRate)
        }
        report = KeypointReport(
            labelledFrames: reference.count, matchedFrames: matched, framesWithoutJoints: jointless.count, joints: joints,
            accuracy: KeypointAccuracy(matchedFrames, bodyScale: bodyScale), series: KeypointSeries(matchedFrames, joints: labelledJoints.sorted()),
            bodyScale: bodyScale)
        failures = []
        if !unmatched.isEmpty {
            failures.append("no pose at labelled frame\(unmatched.count == 1 ? "" : "s") \(Self.times(unmatched)) (\(matched) of \(reference.count) labelled frames matched)")
        }
        if everyFrameNeedsJoints, !jointless.isEmpty {
            failures.append("no usable labelled joint in the pose at \(Self.times(jointless))")
        }
        for error in joints {
            let seen = error.compared + error.missing
            if error.compared == 0, seen > 0 {
                failures.append("\(error.joint.rawValue) never found in the \(seen) matched labelled frames where the truth sees it")
            } else if let allowed = error.allowedMissRate, Double(error.missing) > allowed * Double(seen) {
                failures.append(
                    "\(error.joint.rawValue) missing in \(error.missing) of \(seen) matched labelled frames where the truth sees it "
                        + "(\(NumberText.percent(Double(error.missing) / Double(seen))), allowed \(NumberText.percent(allowed)))")
            }
            if let tolerance = error.tolerance, let quantile = error.quantile, quantile > tolerance {
                let at = worstTime[error.joint].map { " at \(NumberText.seconds($0.time))" } ?? ""
                failures.append(
                    "\(error.joint.rawValue) is \(NumberText.distance(quantile)) from its label at the 95th percentile of "
                        + "\(error.compared) frames, above its tolerance \(NumberText.distance(tolerance)) "
                        + "(median \(NumberText.distance(error.median ?? 0)), worst \(NumberText.distance(error.max ?? 0))\(at))")
            }
        }
    }

    /// The first few times, then a count: a long list helps nobody.
    private static func times(_ values: [Double]) -> String {
        let shown = values.prefix(5).map { NumberText.seconds($0) }
        return NumberText.list(values.count > 5 ? shown + ["\(values.count - 5) more"] : shown)
    }

    /// Half the median gap between poses (half a frame at 30 fps when there are too few).
    static func matchingWindow(_ poses: [Pose]) -> Double {
        let gaps = zip(poses.dropFirst(), poses).map { $0.timestamp - $1.timestamp }.filter { $0 > 0 }.sorted()
        return (median(gaps) ?? 1.0 / 30) / 2
    }

    /// The pose nearest `time` within `window`; poses are in time order.
    static func nearest(_ time: Double, in poses: [Pose], within window: Double) -> Pose? {
        nearestIndex(time, in: poses, within: window).map { poses[$0] }
    }

    static func nearestIndex(_ time: Double, in poses: [Pose], within window: Double) -> Int? {
        var low = 0, high = poses.count
        while low < high {
            let middle = (low + high) / 2
            if poses[middle].timestamp < time { low = middle + 1 } else { high = middle }
        }
        let candidates = [low - 1, low].filter { poses.indices.contains($0) }
        guard let best = candidates.min(by: { abs(poses[$0].timestamp - time) < abs(poses[$1].timestamp - time) }),
              abs(poses[best].timestamp - time) <= window
        else { return nil }
        return best
    }

    static func median(_ sorted: [Double]) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
