extension JointTrajectory {
    /// The same motion done `factor` times as fast: every time divided by it. A recorded set
    /// sped up to a published tempo is still the reps the person made, at a pace people keep.
    public func spedUp(by factor: Double) -> JointTrajectory {
        precondition(factor > 0, "a speed factor must be positive")
        let joints = self.joints
        var faster = self
        faster.duration = duration / factor
        faster.framedDuration = framedDuration / factor
        faster.repTimes = repTimes.map { $0 / factor }
        faster.provenance += String(format: ", sped up %.2f×", factor)
        faster.joints = { time in joints(time * factor) }
        return faster
    }

    /// The same motion with each rep held still at its peak for `seconds`: the pose at each
    /// rep time kept, and what follows it later by the holds so far. A held rep's time is the
    /// middle of its hold, where the engine puts the peak of a rep that holds its top.
    public func holding(atPeaksFor seconds: Double) -> JointTrajectory {
        precondition(seconds >= 0, "a hold cannot be negative")
        let joints = self.joints
        let peaks = repTimes
        var held = self
        held.duration = duration + seconds * Double(peaks.count)
        held.framedDuration = framedDuration + seconds * Double(peaks.count)
        held.repTimes = peaks.enumerated().map { index, peak in peak + seconds * Double(index) + seconds / 2 }
        held.provenance += String(format: ", each rep held %.1f s at its peak", seconds)
        held.joints = { time in
            var shift = 0.0
            for peak in peaks {
                let heldFrom = peak + shift
                if time < heldFrom { break }
                if time < heldFrom + seconds { return joints(peak) }
                shift += seconds
            }
            return joints(time - shift)
        }
        return held
    }

    /// The same motion with its last pose held `seconds` longer: a person who stops where the
    /// set ends (standing after the last rise) rather than the recording stopping mid-move.
    public func endingStill(for seconds: Double) -> JointTrajectory {
        precondition(seconds >= 0, "a hold cannot be negative")
        let joints = self.joints, end = duration
        var still = self
        still.duration = duration + seconds
        still.framedDuration = framedDuration + seconds
        still.provenance += String(format: ", its last pose held %.1f s", seconds)
        still.joints = { time in joints(min(time, end)) }
        return still
    }
}
