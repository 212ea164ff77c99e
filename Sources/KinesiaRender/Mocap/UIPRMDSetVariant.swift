/// A correct UI-PRMD set done otherwise than paced for the camera, as people do it: sit-to-stand
/// for speed, at the five-times sit-to-stand test's pace; a lateral raise held at the top. The
/// same variant makes the nightly's recordings (`scripts/derive-mocap`) and renders
/// (`kinesia render --mocap uiprmd:s01-m05-correct-fast`).
public struct UIPRMDSetVariant: Sendable {
    public var name: String
    public var tag: String
    public var note: String
    /// How far a rep's time may sit from its label when the variant moves it (seconds), and why.
    public var repTimeTolerance: (seconds: Double, reason: String)?
    public var apply: @Sendable (JointTrajectory) -> JointTrajectory

    /// By UI-PRMD movement code.
    public static let all: [String: UIPRMDSetVariant] = [
        // Adults of 20–29 average 6.0 s for five stands (Bohannon et al. 2010), 1.2 s a rep with
        // no pause; UI-PRMD's paced reps take a median 2.75 s (NOTICE.md), 0.3 s apart here.
        "m05": UIPRMDSetVariant(
            name: "fast", tag: "fast-set",
            note: "Sped up 2.5× from the paced set: about 1.2 s a rep, the five-times sit-to-stand test's pace for adults of 20–29; standing still a second at the end.",
            repTimeTolerance: nil,
            apply: { $0.spedUp(by: 2.5).endingStill(for: 1) }),
        // A raise held at shoulder height and above for three seconds, as rehabilitation asks.
        "m07": UIPRMDSetVariant(
            name: "held", tag: "held-reps",
            note: "Each raise held still at its peak for 3 s.",
            repTimeTolerance: (2.0, "a held raise peaks anywhere on its 3 s hold: half of it, and the usual 0.5 s"),
            apply: { $0.holding(atPeaksFor: 3) }),
    ]
}
