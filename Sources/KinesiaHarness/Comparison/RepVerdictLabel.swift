import KinesiaMotion

/// How a rep's form verdicts are written in `labels.verdicts`: `none`, one of the engine's
/// `VerdictKind` names (`tooShallow`), or several joined by `+` (`tooShallow+asymmetric`).
public enum RepVerdictLabel {
    public static let none = "none"

    /// The kinds a label names, or nil when it is not a valid label (with the bad name).
    public static func parse(_ text: String) -> Result<Set<VerdictKind>, InvalidName> {
        guard text != none else { return .success([]) }
        var kinds: Set<VerdictKind> = []
        for name in text.split(separator: "+", omittingEmptySubsequences: false) {
            guard let kind = VerdictKind(rawValue: String(name)) else { return .failure(InvalidName(name: String(name))) }
            kinds.insert(kind)
        }
        return .success(kinds)
    }

    /// The canonical spelling of a set of kinds, in `VerdictKind.allCases` order.
    public static func text(_ kinds: Set<VerdictKind>) -> String {
        kinds.isEmpty ? none : VerdictKind.allCases.filter(kinds.contains).map(\.rawValue).joined(separator: "+")
    }

    public struct InvalidName: Error, Sendable, Hashable {
        public var name: String

        /// Every spelling a label may use, for the error message.
        public static var choices: [String] { [RepVerdictLabel.none] + VerdictKind.allCases.map(\.rawValue) }
    }
}
