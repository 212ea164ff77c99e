import KinesiaMotion
import KinesiaResults

/// A deliberate bug, applied at a seam of the shipping pipeline (`FixturePipeline`), that a
/// good corpus must catch: each one is a mistake a real change to a camera pipeline makes.
/// `kinesia mutate` runs every fixture under every mutant; a fixture that passes unmutated
/// and fails one of the mutant's `targets` mutated kills it. Failing another check only (the
/// determinism check fails whenever a mutant makes runs differ) proves nothing about the check
/// meant to notice the bug.
package enum Mutant: String, CaseIterable, Sendable, Hashable {
    /// The exercise's smoothing constant retuned from its shipping 0.5 to 0.1.
    case smoothingRetuned
    /// Left and right joint labels swapped in the pose stream (positions kept).
    case sidesSwapped
    /// Each pose stamped with the wall-clock time it reached the session, from the first
    /// pose on, instead of its frame's timestamp.
    case wallClockTimestamps
    /// Every third pose dropped on its way to the session.
    case everyNthFrameDropped
    /// No `finish()` at end of stream, as in a pipeline written for a camera that never ends.
    case noEndOfStreamFlush
    /// Video frames analysed as stored, the display matrix's rotation not applied.
    case rotationIgnored
    /// The model's confidence dropped: every point present but below the exercise's minimum
    /// confidence (a joint hidden or off the picture, a guess) delivered with confidence 1,
    /// where it lies. Absent points stay absent and no point moves.
    case confidenceIgnored
    /// The exercise's start and end thresholds and minimum range all 10 % higher.
    case thresholdsShifted
    /// The pose model's crop sampled half a crop pixel right and down of its region while
    /// landmarks are projected back from the region: a change inside the pose stage that
    /// moves every pose a little and no count.
    case cropSamplingShifted
    /// The exercise's posture never judged, as in an engine that counts whatever the body does:
    /// getting up off the floor after push-ups, or walking off after squats, reads as one more rep.
    case postureIgnored

    /// The smoothing constant `smoothingRetuned` sets.
    package static let retunedSmoothing = 0.1
    /// `everyNthFrameDropped` drops pose n-1, 2n-1, … of the stream.
    package static let dropEvery = 3
    /// `thresholdsShifted` multiplies the thresholds by this.
    package static let thresholdFactor = 1.1
    /// `cropSamplingShifted` moves the crop by this many crop pixels.
    package static let cropShift = 0.5

    /// What the mutant does, for the report.
    package var summary: String {
        switch self {
        case .smoothingRetuned: "exercise smoothing constant retuned to \(Self.retunedSmoothing)"
        case .sidesSwapped: "left and right joint labels swapped"
        case .wallClockTimestamps: "poses stamped with their wall-clock arrival time"
        case .everyNthFrameDropped: "every \(Self.dropEvery)rd pose dropped"
        case .noEndOfStreamFlush: "no end-of-stream flush"
        case .rotationIgnored: "video display-matrix rotation ignored"
        case .confidenceIgnored: "points below the exercise's minimum confidence delivered with confidence 1, where they lie"
        case .thresholdsShifted: "start, end and minimum range × \(Self.thresholdFactor)"
        case .cropSamplingShifted: "pose model's crop sampled \(Self.cropShift) crop pixel off its region"
        case .postureIgnored: "the exercise's posture never judged"
        }
    }

    /// Whether the bug needs poses estimated as it runs: one where frames become poses (the
    /// frame source or the estimator) would replay the unmutated code's poses from the pose
    /// cache, and one that reads the clock as poses arrive would see them all at once. Such a
    /// mutant never reads the cache nor writes to it; the others change what happens to poses
    /// and run on cached ones.
    package var needsEstimatedPoses: Bool {
        switch self {
        case .rotationIgnored, .cropSamplingShifted, .wallClockTimestamps: true
        case .smoothingRetuned, .sidesSwapped, .everyNthFrameDropped, .noEndOfStreamFlush, .confidenceIgnored, .thresholdsShifted,
             .postureIgnored: false
        }
    }

    /// The checks that should notice the bug: a failure of one of these kills the mutant.
    package var targets: [FixtureCheck] {
        switch self {
        // A smoother angle loses shallow reps.
        case .smoothingRetuned: [.count]
        // Stricter thresholds lose shallow reps; a raised minimum range judges one short of
        // it incomplete (a rep under the minimum counts, with its verdict).
        case .thresholdsShifted: [.count, .verdicts]
        // Left for right keeps every angle of a symmetric body: only the keypoints can tell.
        case .sidesSwapped: [.keypoints]
        // Reps counted as before, at the times the machine happened to reach them.
        case .wallClockTimestamps: [.repTimes]
        case .everyNthFrameDropped: [.frames]
        // The rep in progress at the end is neither completed nor reported unfinished, and joints
        // unseen up to the end are never reported.
        case .noEndOfStreamFlush: [.count, .unfinished, .unseen]
        // A sideways picture misplaces every keypoint and the angles measured from them.
        case .rotationIgnored: [.keypoints, .count]
        // The minimum confidence keeps the engine from measuring guesses: trusted, a guessed
        // joint bends the angle, so reps are lost, invented or moved in time and their peaks
        // shift; joints out of the picture pass for seen, and their unseen stretch goes
        // unreported. Keypoints cannot tell, as no point moves.
        case .confidenceIgnored: [.count, .repTimes, .peaks, .unseen]
        // Only the pinned poses can tell a few thousandths of the picture; the truth's
        // tolerances are wider than that by design.
        case .cropSamplingShifted: [.regression]
        // Leaving the exercise counted as a rep, or reported as one left unfinished.
        case .postureIgnored: [.count, .unfinished]
        }
    }

    /// The pipeline with this mutant in it.
    package func apply(to pipeline: inout FixturePipeline) {
        switch self {
        case .smoothingRetuned:
            pipeline.exercise.smoothing = Self.retunedSmoothing
        case .sidesSwapped:
            pipeline.poseTransforms.append(PoseMapping(rawValue) { _, _, pose in [pose.withSidesSwapped()] })
        case .wallClockTimestamps:
            pipeline.poseTransforms.append(WallClockTimestamps())
        case .everyNthFrameDropped:
            pipeline.poseTransforms.append(PoseMapping(rawValue) { _, index, pose in
                (index + 1) % Self.dropEvery == 0 ? [] : [pose]
            })
        case .noEndOfStreamFlush:
            pipeline.flushesAtEnd = false
        case .rotationIgnored:
            pipeline.source.options.ignoresDisplayRotation = true
        case .confidenceIgnored:
            let minimum = pipeline.exercise.minimumConfidence
            pipeline.poseTransforms.append(PoseMapping(rawValue) { _, _, pose in [pose.withGuessesClaimedConfident(below: minimum)] })
        case .thresholdsShifted:
            pipeline.exercise.startThreshold *= Self.thresholdFactor
            pipeline.exercise.endThreshold *= Self.thresholdFactor
            pipeline.exercise.minimumRange *= Self.thresholdFactor
        case .cropSamplingShifted:
            pipeline.estimator.options.cropSamplingShift = Self.cropShift
        case .postureIgnored:
            pipeline.exercise.posture = .unjudged("the postureIgnored mutant")
        }
    }
}

extension Pose {
    /// Each point moved to the other side's label, where it stays: the mirror bug without
    /// the mirror.
    func withSidesSwapped() -> Pose {
        var swapped = self
        for joint in Joint.allCases { swapped[joint.mirrored] = point(at: joint.ordinal) }
        return swapped
    }

    /// Every present point below `minimum` confidence claimed at confidence 1, where it lies;
    /// absent points (confidence 0) stay absent.
    func withGuessesClaimedConfident(below minimum: Double) -> Pose {
        var claimed = self
        for joint in Joint.allCases {
            var point = point(at: joint.ordinal)
            guard point.confidence > 0, point.confidence < minimum else { continue }
            point.confidence = 1
            claimed[joint] = point
        }
        return claimed
    }
}
