import KinesiaManifest

extension FixtureResult {
    /// The manifest tags that mark real motion in results written before footage kinds.
    static let realMotionTags: Set<String> = ["real", "derived", "mocap"]

    /// Whether its reps are a real person's: filmed, derived from filmed, or motion capture (by
    /// the manifest's tags `real`, `derived`, `mocap` where the footage is unstated). Renders and
    /// synthetic poses move as the project drew them, so they cannot show where real motion lies.
    package var showsRealMotion: Bool {
        guard let footage else { return !Self.realMotionTags.isDisjoint(with: tags) }
        return switch footage {
        case .filmed, .derivedFromFilmed, .motionCapture: true
        case .rendered, .synthetic: false
        }
    }

    /// Whether no limit was set from it; nil in results that do not say (`setLimits`).
    package var heldOut: Bool? { setLimits.map(\.isEmpty) }

    /// `set a limit` or `held out`, as the report and `kinesia compare` mark it; nil when unknown.
    package var limitRole: String? { heldOut.map { $0 ? "held out" : "set a limit" } }
}
