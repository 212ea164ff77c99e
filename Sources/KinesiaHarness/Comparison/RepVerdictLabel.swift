import KinesiaMotion

/// How a rep's form verdicts are written in `labels.verdicts`: `none`, one of the engine's
/// `VerdictKind` names (`tooShallow`), or several joined by `+` (`tooShallow+asymmetric`).
package enum RepVerdictLabel {
    package static let none = "none"

    /// The kinds a label names, or nil when it is not a valid label (with the bad name).
    package static func parse(_ text: String) -> Result<Set<VerdictKind>, InvalidName> {
        guard text != none else { return .success([]) }
        var kinds: Set<VerdictKind> = []
        for name in text.split(separator: "+", omittingEmptySubsequences: false) {
            guard let kind = VerdictKind(rawValue: String(name)) else { return .failure(InvalidName(name: String(name))) }
            kinds.insert(kind)
        }
        return .success(kinds)
    }

    /// The canonical spelling of a set of kinds, in `VerdictKind.allCases` order.
    package static func text(_ kinds: Set<VerdictKind>) -> String {
        kinds.isEmpty ? none : VerdictKind.allCases.filter(kinds.contains).map(\.rawValue).joined(separator: "+")
    }

    package struct InvalidName: Error, Sendable, Hashable {
        package var name: String

        /// Every spelling a label may use, for the error message.
        package static var choices: [String] { [RepVerdictLabel.none] + VerdictKind.allCases.map(\.rawValue) }
    }
}
