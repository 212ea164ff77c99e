import KinesiaManifest
import KinesiaRender

/// A correct UI-PRMD set done otherwise than paced for the camera, as people do it: sit-to-stand
/// for speed, at the five-times sit-to-stand test's pace; a lateral raise held at the top.
struct SetVariant: Sendable {
    var name: String
    var tag: String
    var note: String
    /// How far a rep's time may sit from its label, and why, when the variant moves it.
    var tolerances = Tolerances()
    var apply: @Sendable (JointTrajectory) -> JointTrajectory

    /// By UI-PRMD movement code.
    static let all: [String: SetVariant] = [
        // Adults of 20–29 average 6.0 s for five stands (Bohannon et al. 2010), 1.2 s a rep with
        // no pause; UI-PRMD's paced reps take a median 2.75 s (NOTICE.md), 0.3 s apart here.
        "m05": SetVariant(
            name: "fast", tag: "fast-set",
            note: "Sped up 2.5× from the paced set: about 1.2 s a rep, the five-times sit-to-stand test's pace for adults of 20–29; standing still a second at the end.",
            apply: { $0.spedUp(by: 2.5).endingStill(for: 1) }),
        // A raise held at shoulder height and above for three seconds, as rehabilitation asks.
        "m07": SetVariant(
            name: "held", tag: "held-reps",
            note: "Each raise held still at its peak for 3 s.",
            tolerances: Tolerances(repTime: 2.0, reason: "a held raise peaks anywhere on its 3 s hold: half of it, and the usual 0.5 s"),
            apply: { $0.holding(atPeaksFor: 3) }),
    ]
}
