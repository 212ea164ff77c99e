/// The fixtures each counting limit of the library was set from, by manifest id
/// (manifests/ci.yaml, manifests/nightly.yaml): those whose measurement a limit's source text
/// quotes, as its fastest rep, its shallowest, or a movement it must keep rejecting. Every other
/// fixture is held out: the harness reports count accuracy on them apart, since a limit fitted
/// to a clip says nothing of how it holds on footage nobody tuned on.
///
/// Kept apart from the definitions so a limit's value and prose change in one place and the
/// fixtures it names in this one; `LimitSourcesTests` checks every id against the manifests.
/// A limit set from a published norm, footage outside the shared data or a render no fixture
/// reproduces names none.
extension ExerciseLibrary {
    public static let limitSources: [String: [RepMargin.Limit: [String]]] = [
        "squat": [
            // The fastest real rep, and the same clip sped up 1.5×.
            .minimumDuration: ["mediapipe-squats-front-gif-compressed", "mediapipe-squats-front-gif-fast"],
        ],
        "shoulderAbduction": [
            .minimumDuration: ["uiprmd-s04-m07-shoulder-abduction-incorrect-yaw45-waist"],
            .minimumRange: ["uiprmd-s04-m07-shoulder-abduction-incorrect-yaw45-waist"],
        ],
        "pushUp": [
            .minimumDuration: ["mediapipe-pushups-side-gif-shake", "mediapipe-pushups-side-gif-fast"],
        ],
        "kneeExtension": [
            .minimumDuration: ["kneeExtension-45deg-hip-5reps-brisk"],
        ],
        "jumpingJack": [
            .minimumDuration: ["cmu-13_31-jumping-jack-yaw45-waist"],
            // 13_31's weak jacks, seen from the front and at 45°: the second rises only 62°.
            .minimumRange: [
                "cmu-13_31-jumping-jack-yaw0-waist", "cmu-13_31-jumping-jack-yaw0-floor",
                "cmu-13_31-jumping-jack-yaw45-waist", "cmu-13_31-jumping-jack-yaw45-floor",
            ],
        ],
        "kneeRaise": [
            .minimumDuration: ["cmu-14_20-knee-raise-yaw45-waist"],
        ],
    ]

    /// The limits of `exercise` that `fixture` helped set, in `RepMargin.Limit`'s order; empty
    /// when the fixture is held out.
    public static func limits(setBy fixture: String, exercise: String) -> [RepMargin.Limit] {
        let sources = limitSources[exercise] ?? [:]
        return RepMargin.Limit.allCases.filter { sources[$0]?.contains(fixture) == true }
    }
}
