import KinesiaMotion
import KinesiaSupport

/// Manifest wording for "did you mean" hints; the matching is `NameSuggestion`'s.
enum NearestName {
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        NameSuggestion.closest(to: name, among: candidates)
    }

    /// " (did you mean `x`?)" or " (expected one of: a, b, c)".
    static func hint(for name: String, among candidates: [String]) -> String {
        if let suggestion = suggestion(for: name, among: candidates) { return "; did you mean `\(suggestion)`?" }
        return " (expected one of: \(candidates.joined(separator: ", ")))"
    }
}
