/// Pairs counted reps with labelled ones by time: one to one, order-preserving, only within
/// the tolerance. The pairing matches as many reps as possible and, among those pairings,
/// keeps the times closest; whatever is left is a missed rep (a label with no count) or an
/// extra rep (a count with no label), each with its own time, so a miss and an extra never
/// net out to a right-looking total.
struct RepTimeAlignment: Equatable {
    /// Index pairs (labelled, counted), in time order.
    var pairs: [(labelled: Int, counted: Int)]
    var missed: [Int]
    var extra: [Int]

    static func == (lhs: RepTimeAlignment, rhs: RepTimeAlignment) -> Bool {
        lhs.pairs.map { [$0.labelled, $0.counted] } == rhs.pairs.map { [$0.labelled, $0.counted] }
            && lhs.missed == rhs.missed && lhs.extra == rhs.extra
    }

    init(labelled: [Double], counted: [Double], tolerance: Double) {
        // best[i][j]: the best pairing of labelled[i...] with counted[j...], as
        // (matches, -total distance); compared lexicographically.
        let n = labelled.count, m = counted.count
        var best = [[Score]](repeating: [Score](repeating: Score(), count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                var score = max(best[i + 1][j], best[i][j + 1])
                let distance = abs(labelled[i] - counted[j])
                if distance <= tolerance {
                    score = max(score, Score(matches: best[i + 1][j + 1].matches + 1, distance: best[i + 1][j + 1].distance + distance))
                }
                best[i][j] = score
            }
        }
        var pairs: [(labelled: Int, counted: Int)] = []
        var missed: [Int] = [], extra: [Int] = []
        var (i, j) = (0, 0)
        while i < n, j < m {
            let distance = abs(labelled[i] - counted[j])
            let matched = Score(matches: best[i + 1][j + 1].matches + 1, distance: best[i + 1][j + 1].distance + distance)
            if distance <= tolerance, matched == best[i][j] {
                pairs.append((i, j))
                (i, j) = (i + 1, j + 1)
            } else if best[i + 1][j] == best[i][j] {
                missed.append(i)
                i += 1
            } else {
                extra.append(j)
                j += 1
            }
        }
        missed += i..<n
        extra += j..<m
        self.pairs = pairs
        self.missed = missed
        self.extra = extra
    }

    /// Pairs by order alone, for labels without times: the first k counted reps with the
    /// first k labels; the rest are missed or extra.
    init(orderOf labelled: Int, counted: Int) {
        let paired = min(labelled, counted)
        pairs = (0..<paired).map { ($0, $0) }
        missed = Array(paired..<labelled)
        extra = Array(paired..<counted)
    }

    private struct Score: Comparable {
        var matches = 0
        var distance = 0.0

        static func < (lhs: Score, rhs: Score) -> Bool {
            lhs.matches != rhs.matches ? lhs.matches < rhs.matches : lhs.distance > rhs.distance
        }
    }
}
