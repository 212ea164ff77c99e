/// What a set's own counted reps teach: the median range and duration of the reps counted so
/// far. Once `learnedAfter` reps have counted, a rep's range is judged against theirs instead
/// of the exercise's fixed minimum, so a person with less mobility counts without a verdict on
/// every rep while a half rep among full ones still reads as one; and a set done for speed
/// lowers the duration a rep is too fast under (never raises it: a rep quicker than slow or
/// held ones, or than reps a drifting reading drew out, is not too fast for that).
struct SetNorm: Sendable {
    /// Counted reps before the set's own reps are the measure.
    static let learnedAfter = 2
    /// A rep under this share of the set's median range is short of the set's range.
    static let rangeShare = 0.6
    /// A set's minimum duration is at most this share of its median duration.
    static let durationShare = 0.5

    /// The counted reps' ranges and durations, each kept sorted: a rep's median is read without
    /// sorting the set again (a session of thousands of reps would sort them at every rep).
    private var ranges: [Double] = []
    private var durations: [Double] = []

    mutating func add(range: Double, duration: Double) {
        Self.insert(range, into: &ranges)
        Self.insert(duration, into: &durations)
    }

    private static func insert(_ value: Double, into sorted: inout [Double]) {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        sorted.insert(value, at: low)
    }

    private var learned: Bool { ranges.count >= Self.learnedAfter }

    /// The range under which a counted rep is judged incomplete.
    func minimumRange(_ definition: ExerciseDefinition) -> Double {
        learned ? Self.rangeShare * Self.median(ranges) : definition.minimumRange
    }

    /// The duration under which a counted rep is judged too fast.
    func minimumDuration(_ definition: ExerciseDefinition) -> Double {
        learned ? min(definition.minimumDuration, Self.durationShare * Self.median(durations)) : definition.minimumDuration
    }

    private static func median(_ sorted: [Double]) -> Double {
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
