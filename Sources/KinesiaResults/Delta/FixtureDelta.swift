import KinesiaMotion

/// What changed for one fixture between two results (the main branch's and a change's),
/// including changes inside tolerance: every value is compared exactly.
package struct FixtureDelta: Sendable, Hashable {
    package struct Pair<Value: Sendable & Hashable>: Sendable, Hashable {
        package var base: Value
        package var head: Value

        package var changed: Bool { base != head }

        package init(base: Value, head: Value) {
            self.base = base
            self.head = head
        }
    }

    /// The n-th counted rep (1-based) on either side; nil on the side that counted fewer.
    package struct RepChange: Sendable, Hashable {
        package var rep: Int
        package var time: Pair<Double?>
        package var peak: Pair<Double?>
        package var verdicts: Pair<String?>
    }

    package struct JointChange: Sendable, Hashable {
        package var joint: Joint
        package var median: Pair<Double?>
        /// The 95th percentile of the distances to the truth, which the accuracy tolerance bounds.
        package var quantile: Pair<Double?>
        package var max: Pair<Double?>
        /// The per-axis RMS displacement from the pinned poses, which the regression tolerance bounds.
        package var pinnedDisplacement: Pair<Double?>
    }

    package var id: String
    package var manifest: String
    package var status: Pair<FixtureStatus>
    package var counted: Pair<Int?>
    package var expected: Pair<Int?>
    package var unfinished: Pair<Int?>
    /// Labelled times each side missed.
    package var missed: Pair<[Double]>
    /// Counted times neither label matched.
    package var extra: Pair<[Double]>
    package var reps: [RepChange]
    package var joints: [JointChange]
    package var keypointError: Pair<Double?>
    package var pck: Pair<Double?>
    package var oks: Pair<Double?>
    package var nondeterministic: Pair<Bool>
    /// The first stage of run 1 whose digest differs; nil when every stage agrees or a side
    /// has no stage digests (`stagesKnown` false).
    package var firstChangedStage: PipelineStage?
    package var stagesKnown: Bool
    /// Each side's smallest margin to a limit its count depends on (nil where it counted no rep,
    /// or in results without those margins).
    package var closestMargin: Pair<CountingMargins.Closest?>
    /// False when a side has no margins (results from before they were recorded, or a fixture
    /// that did not run) or none to the limits its count depends on (results from before the
    /// floor's margins, `CountingMargins.countLimitsKnown`): its margin is unknown, not moved.
    package var marginsKnown: Bool
    package var seconds: Pair<Double>
    /// The limits each side says the fixture was set from (`FixtureResult.setLimits`).
    package var setLimits: Pair<[RepMargin.Limit]?>

    /// The smallest change of a fixture's smallest margin, as a share of its threshold, that the
    /// delta lists: one percentage point, 0.0025–0.006 s of a minimum duration (a fifth of a
    /// frame at 30 fps or less) and 0.45–0.8° of a minimum range, far below the 1–26 points a
    /// re-encode moves a margin; what moves less is float noise, or shows in the reps' peaks and
    /// times, listed exactly. Crossing `CountingMargins.fragileShare` is listed whatever the change.
    package static let listedMarginChange = 0.01

    package init(base: FixtureResult, head: FixtureResult) {
        func pair<Value>(_ value: (FixtureResult) -> Value) -> Pair<Value> { Pair(base: value(base), head: value(head)) }
        id = head.id
        manifest = head.manifest
        status = pair(\.status)
        counted = pair { $0.reps?.counted }
        expected = pair { $0.reps?.expected }
        unfinished = pair { $0.unfinished?.counted }
        missed = pair { $0.reps?.entries.filter { $0.match == .missed }.compactMap(\.labelledTime) ?? [] }
        extra = pair { $0.reps?.entries.filter { $0.match == .extra }.compactMap(\.countedTime) ?? [] }
        keypointError = pair { $0.keypoints?.accuracy?.meanError }
        pck = pair { $0.keypoints?.accuracy?.pck }
        oks = pair { $0.keypoints?.accuracy?.oks }
        nondeterministic = pair { $0.nondeterminism != nil }
        seconds = pair(\.seconds)
        setLimits = pair(\.setLimits)
        closestMargin = pair { $0.margins?.closest }
        marginsKnown = base.margins?.countLimitsKnown == true && head.margins?.countLimitsKnown == true
        let stages = (base.runs.first?.stages, head.runs.first?.stages)
        if let baseStages = stages.0, let headStages = stages.1 {
            stagesKnown = true
            firstChangedStage = headStages.firstDifference(from: baseStages)
        } else {
            stagesKnown = false
            firstChangedStage = nil
        }
        reps = Self.repChanges(base.reps, head.reps)
        joints = Self.jointChanges(base, head)
    }

    /// Whether anything but the wall-clock time moved.
    package var moved: Bool {
        status.changed || counted.changed || expected.changed || unfinished.changed || missed.changed || extra.changed
            || !reps.isEmpty || !joints.isEmpty || keypointError.changed || pck.changed || oks.changed
            || nondeterministic.changed || firstChangedStage != nil || marginMoved
    }

    /// The smallest margin moved by `listedMarginChange` or more, crossed the fragility line,
    /// or appeared or went (no counted rep on one side); false when a side's margins are unknown.
    package var marginMoved: Bool {
        guard marginsKnown else { return false }
        return switch (closestMargin.base?.share, closestMargin.head?.share) {
        case (nil, nil): false
        case (let old?, let new?):
            abs(new - old) >= Self.listedMarginChange || (old < CountingMargins.fragileShare) != (new < CountingMargins.fragileShare)
        default: true
        }
    }

    /// The completed-rep count is further from the label than it was.
    package var countMovedAway: Bool {
        guard let old = counted.base, let new = counted.head, let label = expected.head else { return counted.changed }
        return abs(new - label) > abs(old - label)
    }

    /// A verdict that went from not failing the gate to failing it.
    package var verdictWorsened: Bool { !status.base.failsGate && status.head.failsGate }

    private static func repChanges(_ base: RepReport?, _ head: RepReport?) -> [RepChange] {
        func counted(_ report: RepReport?) -> [RepEntry] {
            (report?.entries ?? []).filter { $0.countedTime != nil }
        }
        let (before, after) = (counted(base), counted(head))
        return (0..<max(before.count, after.count)).compactMap { index in
            let (old, new) = (before.indices.contains(index) ? before[index] : nil, after.indices.contains(index) ? after[index] : nil)
            let change = RepChange(
                rep: index + 1, time: Pair(base: old?.countedTime, head: new?.countedTime),
                peak: Pair(base: old?.countedPeak, head: new?.countedPeak),
                verdicts: Pair(base: old?.countedVerdicts, head: new?.countedVerdicts))
            return change.time.changed || change.peak.changed || change.verdicts.changed ? change : nil
        }
    }

    /// Both bounds' statistics per joint: against the truth and against the pinned poses.
    private static func jointChanges(_ base: FixtureResult, _ head: FixtureResult) -> [JointChange] {
        let joints = Set(
            [base, head].flatMap { ($0.keypoints?.joints ?? []).map(\.joint) + ($0.regression?.joints ?? []).map(\.joint) }).sorted()
        return joints.compactMap { joint in
            let (old, new) = (base.keypoints?.joints.first { $0.joint == joint }, head.keypoints?.joints.first { $0.joint == joint })
            let (oldPinned, newPinned) = (
                base.regression?.joints.first { $0.joint == joint }, head.regression?.joints.first { $0.joint == joint })
            let change = JointChange(
                joint: joint, median: Pair(base: old?.median, head: new?.median), quantile: Pair(base: old?.quantile, head: new?.quantile),
                max: Pair(base: old?.max, head: new?.max),
                pinnedDisplacement: Pair(base: oldPinned?.displacement, head: newPinned?.displacement))
            return change.median.changed || change.quantile.changed || change.max.changed || change.pinnedDisplacement.changed ? change : nil
        }
    }
}
