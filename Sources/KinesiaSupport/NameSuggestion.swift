/// The known name a mistyped one was most likely meant to be, for "did you mean …?" hints
/// (unknown joints in recordings, unknown options on the command line).
package enum NameSuggestion {
    /// The candidate closest to `name` by edit distance (ignoring case), when it is close
    /// enough to be a plausible typo: at most a third of the name's length, and at least 1.
    package static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        // A name far longer than any typo of a known one would only cost time.
        guard name.utf8.count <= EchoedText.limit else { return nil }
        let typed = Array(name.lowercased())
        let limit = max(1, typed.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours
    /// (the commonest typo) as one edit each.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in a.indices {
            var current = [i + 1]
            for j in b.indices {
                var distance = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
                if i > 0, j > 0, a[i] == b[j - 1], a[i - 1] == b[j] { distance = min(distance, before[j - 1] + 1) }
                current.append(distance)
            }
            (before, previous) = (previous, current)
        }
        return previous[b.count]
    }
}
