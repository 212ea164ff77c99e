/// A shell-style glob over fixture ids: `*` any run of characters, `?` any one character.
package struct IDPattern: Sendable, Hashable {
    package let pattern: String

    package init(_ pattern: String) { self.pattern = pattern }

    package func matches(_ id: String) -> Bool {
        let pattern = Array(pattern), text = Array(id)
        // Greedy match with backtracking to the last `*`: linear in practice.
        var (p, t) = (0, 0)
        var star: (p: Int, t: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                (p, t) = (p + 1, t + 1)
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let last = star {
                star = (last.p, last.t + 1)
                (p, t) = (last.p + 1, last.t + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
