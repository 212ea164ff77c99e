import KinesiaMotion

/// A rep's verdicts as `labels.verdicts` spells them: `none`, or the kinds in
/// `VerdictKind.allCases` order joined by `+` (the harness's `RepVerdictLabel`, which is
/// package-internal to Kinesia).
enum RepVerdictText {
    static func text(_ kinds: Set<VerdictKind>) -> String {
        kinds.isEmpty ? "none" : VerdictKind.allCases.filter(kinds.contains).map(\.rawValue).joined(separator: "+")
    }
}
