import KinesiaSupport
import KinesiaYAML

/// A problem with a manifest, at its place: `file:line:column: message`.
public struct ManifestError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// Nil for problems that belong to no line, such as a command-line root override.
    public var mark: YAMLMark?
    public var message: String

    public init(file: String, mark: YAMLMark?, message: String) {
        self.file = file
        self.mark = mark
        self.message = message
    }

    public var description: String {
        if let mark { "\(file):\(mark): \(message)" } else { "\(file): \(message)" }
    }
}

/// Collects errors while one part of a manifest is read, so that every mistake in a fixture is
/// reported at once and the parts that read cleanly can still be used.
final class ManifestErrorLog {
    private(set) var errors: [ManifestError] = []

    func record(_ error: ManifestError) { errors.append(error) }

    /// The body's value, or nil after recording the error it threw.
    func attempt<Value>(_ body: () throws(ManifestError) -> Value) -> Value? {
        do {
            return try body()
        } catch {
            record(error)
            return nil
        }
    }
}


/// Manifest wording for "did you mean" hints; the matching is `NameSuggestion`'s.
package enum NearestName {
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        NameSuggestion.closest(to: name, among: candidates)
    }

    /// " (did you mean `x`?)" or " (expected one of: a, b, c)".
    package static func hint(for name: String, among candidates: [String]) -> String {
        if let suggestion = suggestion(for: name, among: candidates) { return "; did you mean `\(suggestion)`?" }
        return " (expected one of: \(candidates.joined(separator: ", ")))"
    }
}
