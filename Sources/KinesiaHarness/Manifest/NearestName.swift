/// Picks the known name a mistyped one most likely meant, for "did you mean" hints.
enum NearestName {
    /// The closest candidate by case-insensitive edit distance, if it is close enough to be a
    /// plausible typo (at most two edits, or a third of the name's length when longer).
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        let scored = candidates.map { ($0, distance(target, Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, target.count / 3) ? best.0 : nil
    }

    /// " (did you mean `x`?)" or " (expected one of: a, b, c)".
    static func hint(for name: String, among candidates: [String]) -> String {
        if let suggestion = suggestion(for: name, among: candidates) { return "; did you mean `\(suggestion)`?" }
        return " (expected one of: \(candidates.joined(separator: ", ")))"
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, charA) in a.enumerated() {
            var current = [i + 1]
            for (j, charB) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (charA == charB ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
