/// The exercises Kinesia counts out of the box.
///
/// Every threshold is an angle of the exercise's `Measurement` in degrees. Start and end
/// thresholds sit about 10° apart so jitter of a few degrees cannot start or end a rep twice,
/// and well below the depth a real rep reaches, so smoothing (which lowers peaks a little)
/// never loses one. Maximum durations separate a slow rep from a rest.
///
/// Minimum durations come from real reps: `scripts/measure-rep-durations` measures the time
/// between the thresholds of every labelled rep in the motion-capture recordings, the filmed
/// clips and their phone variants. Each minimum is at least `margin` (25 %) below the fastest
/// rep measured, rounded down to 0.05 s, and never under 0.25 s (a twitch or a tracking glitch
/// lasts a few frames); a measurement only ever lowered a minimum, since the fastest rep of a
/// data set bounds how fast real reps go from above, never from below. Exercises with no real
/// motion at hand keep a minimum the same margin below a brisk render (their fastest synthetic
/// tempo); sit to stand, done for speed in the clinical five-times test, takes the fastest reps
/// of that test's published norm instead. A minimum also stays above any full-range movement no
/// label holds that a fixture relies on it to reject (`mustReject`), where that does not cost a
/// real rep. `minimumDurationBasis` records which.
///
/// Minimum ranges and durations judge a counted rep, never drop a body's: under them it earns
/// `incompleteRange` or `tooFast`, and once the set has counted reps of its own they judge
/// instead (`SetNorm`). What drops a movement is its floor (`RepFloor`): 25° and 0.2 s, what
/// jitter alone produces; and the minimums, for a movement whose range one reading's jump could
/// have made (`ReadingJump`: a limb lost for a frame, a rep split at a one-frame dip). Each limit
/// names its source (`minimumRangeBasis`, `minimumDurationBasis`, `maximumDurationBasis`,
/// `RepFloor.source`), and `kinesia exercises` prints them; `scripts/measure-real-rep-tally`
/// measures real reps against them.
public enum ExerciseLibrary {
    /// The least share of the fastest measured rep a minimum duration stays below.
    public static let durationMargin = 0.25

    /// Every maximum duration: it separates a rep from a rest, not a slow rep from a brisk one.
    static let restNotRep = "a rest, not a rep: UI-PRMD's paced rehabilitation reps take 1.6–3.9 s whole (10th–90th percentile of every subject's correct reps, uiprmd-full/NOTICE.md), the slowest subject's median 4.1 s, so a rep held a few seconds stays well inside"

    /// Standing (or seated) exercises: the torso within 60° of vertical, or leaning further, up
    /// to level, with the hands above the middle of the shins. Squats lean forward about 45° at
    /// depth, and real ones further: UI-PRMD's deep squats read up to 65° done correctly (m01
    /// s06) and 83° done with the deliberate forward lean (m01 s06 incorrect), their hands up
    /// (scripts/measure-real-rep-tally's sets, from the front and at 45°); sit-to-stand's
    /// incorrect reps lean to 69°. Bending to pick something up pitches the torso as far, so
    /// it is told apart by the hands, which reach for the floor; a stoop pitches it past level.
    public static let upright = Posture(
        name: "upright",
        summary: "torso within 60° of vertical, or up to level with the hands above the middle of the shins (shoulders to hips, against the torso's full length; reaching for the floor leaves it): UI-PRMD's deep squats read up to 65° done correctly and 83° done with a deliberate forward lean, hands up; its incorrect sit-to-stand reps up to 69°",
        rules: [
            .inclination(PostureSegment(.torso), allowed: 0...90),
            .leaningHandsUp(PostureSegment(.torso), beyond: 60),
        ])

    /// Squats and lunges: upright, and in place. Walking is upright too, and each swinging leg
    /// lifts its ankle toward the hip as their hip drop does: the hips crossing the picture
    /// faster than 1.5 torso lengths a second is leaving. Walking off side-on reaches 1.8 within
    /// half a second; the gate's squat videos move at most 1.06 (the camera panning away from a
    /// squat). Not for sit-to-stand, whose hips travel forward as fast in a brisk rep.
    public static let uprightInPlace = Posture(
        name: "upright",
        summary: upright.summary + ", in place: the hips crossing the picture no faster than 1.5 torso lengths a second",
        rules: upright.rules + [.inPlace(PostureSegment(.torso), maximumSpeed: 1.5)])

    /// Push-ups: the torso within 45° of level and in line with the thighs. The arms stand
    /// vertical under the shoulders in a plank, so from every view they are seen at full
    /// length, and the torso (1.55 upper arms in Drillis and Contini's ratios) and thighs
    /// (1.32) take full lengths from them when a view from the head's end foreshortens both.
    /// Getting up off the floor leaves it: the torso rises, or the hips fold (a pike).
    public static let plank = Posture(
        name: "plank",
        summary: "torso within 45° of level, in line with the thighs within 40° (full lengths at least 1.5 and 1.3 upper arms, the arms standing vertical in a plank)",
        rules: [
            .inclination(plankTorso, allowed: 45...135),
            .aligned(plankTorso, PostureSegment(.thigh, reference: .upperArm, referenceScale: 1.3), within: 40),
        ])
    private static let plankTorso = PostureSegment(.torso, reference: .upperArm, referenceScale: 1.5)

    /// Seated exercises: the torso upright and the thighs within 45° of level. The shank
    /// hangs vertical at rest, so it is seen at full length from every view, and the thigh
    /// (as long as the shank in Drillis and Contini's ratios) takes its full length from it
    /// when the camera in front foreshortens the thigh. Standing up leaves it.
    public static let seated = Posture(
        name: "seated",
        summary: "torso within 60° of vertical, thighs within 45° of level (full length at least the shank's, which hangs vertical at rest)",
        rules: [
            .inclination(PostureSegment(.torso), allowed: 0...60),
            .inclination(PostureSegment(.thigh, reference: .shank, referenceScale: 1), allowed: 45...135),
        ])

    /// Standing biceps curl. Measures the forearm's inclination beyond the upper arm's, which
    /// is the elbow flexion whenever the arm moves in one vertical plane — seen from the side,
    /// the front or anywhere between. A curl that reaches 60° of flexion counts; below 90° at
    /// the top it is flagged too shallow.
    public static let elbowFlexion = ExerciseDefinition(
        name: "elbowFlexion",
        summary: "Elbow flexion of a standing curl: forearm inclination beyond the upper arm's. Counts from 40° up, back below 30°, 60° of range and 0.25 s or more (less counts, with a verdict, unless one reading's jump could make it), at most 10 s; under 90° at the top is too shallow.",
        measurement: .relativeInclination(proximal: .upperArm, distal: .forearm),
        posture: upright,
        defaultSide: .right,
        startThreshold: 40, endThreshold: 30, minimumRange: 60, minimumRangeBasis: "no real curls in the shared data: the render's partial curl (peak 50°) falls short of it, its full curls (130°) clear it twice over",
        minimumDuration: 0.25,
        minimumDurationBasis: DurationBasis(
            fastestRep: 0.34, motion: .reportedReal,
            source: "a brisk curl in re-encoded real footage, lost at 0.34 s against the former 0.4 s; the brisk render at 1.2 s a rep spans 0.65 s",
            margin: durationMargin),
        maximumDuration: 10, maximumDurationBasis: restNotRep, smoothing: 0.5,
        formRules: [.minimumPeak(90, verdict: .tooShallow)])

    /// Bodyweight squat. Seen from the front the knee bends toward the camera and the 2D knee
    /// angle barely moves, so the squat is measured by how far the hips drop toward the ankles,
    /// expressed as the knee flexion that would produce that drop (equal thigh and shank).
    /// Parallel is about 100°; a squat of 45° range counts, under 90° is too shallow.
    public static let squat = ExerciseDefinition(
        name: "squat",
        summary: "Hip drop toward the ankles as equivalent knee flexion (view-robust: the 2D knee angle barely changes from the front). Counts from 35° up, back below 25°, 55° of range and 0.3 s or more (less counts, with a verdict, unless one reading's jump could make it), at most 10 s; under 90° is too shallow; sides more than 20° apart are asymmetric.",
        measurement: .drop(upper: .rightHip, lower: .rightAnkle, reference: .torso, referenceScale: 1.3),
        posture: uprightInPlace,
        defaultSide: .visible,
        startThreshold: 35, endThreshold: 25, minimumRange: 55, minimumRangeBasis: "UI-PRMD m01 deep squats of all 10 subjects, correct and incorrect, from six cameras (scripts/measure-real-rep-tally): the shallowest counted as labelled rises 58.8° (m01_s07_e04 incorrect, from the front on the floor), the minimum 6 % below it; CMU squats rise more",
        minimumDuration: 0.3,
        minimumDurationBasis: DurationBasis(
            fastestRep: 0.46, motion: .real,
            source: "MediaPipe docs GIF squats, small compressed variant (mediapipe-squats-front-gif-compressed); 221 reps of 57 filmed and derived clips and 24 CMU and UI-PRMD recordings, median 1.19 s; sped up 1.5×, 0.45 s",
            margin: durationMargin),
        maximumDuration: 10, maximumDurationBasis: restNotRep, smoothing: 0.5,
        formRules: [.minimumPeak(90, verdict: .tooShallow), .maximumSideDifference(20)])

    /// Split-stance lunge. Also measured by hip drop, averaged over the visible legs; the
    /// split stance itself reads up to about 25° at rest (the back leg is slanted). A lunge
    /// whose front thigh reaches horizontal reads about 120°.
    public static let lunge = ExerciseDefinition(
        name: "lunge",
        summary: "Hip drop toward the ankles as equivalent knee flexion; a split stance rests below 25°. Counts from 50° up, back below 40°, 60° of range and 0.4 s or more (less counts, with a verdict, unless one reading's jump could make it), at most 10 s; under 100° is too shallow.",
        measurement: .drop(upper: .rightHip, lower: .rightAnkle, reference: .torso, referenceScale: 1.3),
        posture: uprightInPlace,
        defaultSide: .visible,
        startThreshold: 50, endThreshold: 40, minimumRange: 60, minimumRangeBasis: "UI-PRMD m03 inline lunges of all 10 subjects from six cameras (scripts/measure-real-rep-tally): the shallowest counted as labelled rises 40.7° (m03_s08_e06 incorrect, side-on at the waist), so a real lunge may fall short of it: it counts, as incomplete",
        minimumDuration: 0.4,
        minimumDurationBasis: DurationBasis(
            fastestRep: 0.55, motion: .reportedReal,
            source: "brisk lunges in re-encoded real footage, 0.55–0.67 s; the shared data's one real lunge, UI-PRMD m03 inline lunge in motion capture, spans 0.77–0.86 s",
            margin: durationMargin),
        maximumDuration: 10, maximumDurationBasis: restNotRep, smoothing: 0.5,
        formRules: [.minimumPeak(100, verdict: .tooShallow)])

    /// Push-up. The shoulders' drop toward the wrists, as the elbow flexion that would
    /// produce it: the same from the side and from in front of the head. The arms are short
    /// on screen, so jitter reads larger here: the start sits at 45°.
    public static let pushUp = ExerciseDefinition(
        name: "pushUp",
        summary: "Shoulder drop toward the wrists as equivalent elbow flexion (view-robust). Counts from 45° up, back below 35°, 60° of range and 0.3 s or more (less counts, with a verdict, unless one reading's jump could make it), at most 8 s; under 80° is too shallow; sides more than 20° apart are asymmetric.",
        measurement: .drop(upper: .rightShoulder, lower: .rightWrist, reference: .upperArm, referenceScale: 1.5),
        posture: plank,
        defaultSide: .visible,
        startThreshold: 45, endThreshold: 35, minimumRange: 60, minimumRangeBasis: "no real push-ups measured against it: the MediaPipe GIF's push-ups read 85–98° head-on, the render's partial push-up (52°) falls short of it",
        minimumDuration: 0.3,
        minimumDurationBasis: DurationBasis(
            fastestRep: 0.40, motion: .real,
            source: "MediaPipe docs GIF push-ups, shaken variant (mediapipe-pushups-side-gif-shake); 31 reps of 7 derived clips, median 0.64 s; sped up 1.5×, 0.42 s",
            margin: durationMargin),
        maximumDuration: 8, maximumDurationBasis: restNotRep, smoothing: 0.5,
        formRules: [.minimumPeak(80, verdict: .tooShallow), .maximumSideDifference(20)])

    /// Lateral raise / rehabilitation abduction: the upper arm's inclination from hanging.
    /// The arm moves in the body's frontal plane, which contains the vertical, so the
    /// inclination is exact from the front and from the side.
    public static let shoulderAbduction = ExerciseDefinition(
        name: "shoulderAbduction",
        summary: "Upper-arm inclination from hanging (exact in any view turned about the vertical). Counts from 45° up, back below 35°, 70° of range and 0.45 s or more (less counts, with a verdict, unless one reading's jump could make it), at most 12 s; under 80° falls short of shoulder height.",
        measurement: .inclination(.upperArm),
        posture: upright,
        defaultSide: .visible,
        startThreshold: 45, endThreshold: 35, minimumRange: 70, minimumRangeBasis: "UI-PRMD m07 shoulder abductions of all 10 subjects, correct and incorrect, from the front and at 45° (uiprmd-subjects): of 399 raises counted the lowest peaks at 54° (s04, incorrect), so a real raise may fall short of it: it counts, as incomplete; a raise to shoulder height rises about 80°",
        minimumDuration: 0.45,
        minimumDurationBasis: DurationBasis(
            fastestRep: 0.62, motion: .real,
            source: "UI-PRMD m07 in motion capture, s04's incorrect set seen at 45° from the waist (uiprmd-s04-m07-shoulder-abduction-incorrect-yaw45-waist); 399 raises of all 10 subjects, median 1.65 s between the thresholds; the brisk render at 1.5 s a rep spans 0.98 s",
            margin: durationMargin),
        maximumDuration: 12, maximumDurationBasis: restNotRep, smoothing: 0.5,
        formRules: [.minimumPeak(80, verdict: .tooShallow)])

    /// Front raise / rehabilitation flexion: the same inclination, in the sagittal plane.
    public static let shoulderFlexion = ExerciseDefinition(
        name: "shoulderFlexion",
        summary: "Upper-arm inclination from hanging, arm raised forward. Counts from 45° up, back below 35°, 70° of range and 0.6 s or more (less counts, with a verdict, unless one reading's jump could make it), at most 12 s; under 90° falls short of shoulder height.",
        measurement: .inclination(.upperArm),
        posture: upright,
        defaultSide: .visible,
        startThreshold: 45, endThreshold: 35, minimumRange: 70, minimumRangeBasis: "no real raises measured against it: a raise to shoulder height rises about 80°, the render's partial raise (58°) falls short",
        minimumDuration: 0.6,
        minimumDurationBasis: DurationBasis(
            fastestRep: 1.03, motion: .briskRender,
            source: "a render at 1.5 s a rep from 45°, counted through BlazePose",
            margin: durationMargin),
        maximumDuration: 12, maximumDurationBasis: restNotRep, smoothing: 0.5,
        formRules: [.minimumPeak(90, verdict: .tooShallow)])

    /// Seated knee extension: the shank's inclination from hanging, 0° at rest, 90° with the
    /// leg straight out. One leg at a time, so the side is chosen, not averaged (right by
    /// default). From the front the foot swings toward the lens: place the camera at knee
    /// height, or perspective shortens the reading, and from the floor in front reads each
    /// extension with two peaks (kneeExtension-0deg-floor-4reps, quarantined: its last splits
    /// into reps of 0.53 and 0.71 s). Its floor and minimum once stayed at 0.6 s to drop the
    /// first of those: a limit fitted to one render's view, which brisk reps cross at any view
    /// (knee extensions kicked at 0.9 s a rep counted none of five).
    public static let kneeExtension = ExerciseDefinition(
        name: "kneeExtension",
        summary: "Seated knee extension, one leg (right unless --side): shank inclination from hanging (0° at rest, 90° straight). Counts from 30° up, back below 20°, 45° of range and 0.45 s or more (less counts, with a verdict, unless one reading's jump could make it), at most 10 s; under 60° is short of extension.",
        measurement: .inclination(.shank),
        posture: seated,
        defaultSide: .right,
        startThreshold: 30, endThreshold: 20, minimumRange: 45, minimumRangeBasis: "no real knee extensions in the shared data: the render's partial extension (36°) falls short of it, its full ones (80°) clear it",
        minimumDuration: 0.45,
        minimumDurationBasis: DurationBasis(
            fastestRep: 0.62, motion: .briskRender,
            source: "a render at 1.2 s a rep at 45° from hip height (kneeExtension-45deg-hip-5reps-brisk), counted through BlazePose: its reps span 0.62–0.66 s",
            margin: durationMargin),
        maximumDuration: 10, maximumDurationBasis: restNotRep,
        smoothing: 0.5,
        formRules: [.minimumPeak(60, verdict: .tooShallow)])

    /// Sit to stand: rests seated and peaks standing, so the hip-drop angle is complemented:
    /// about 60° seated, 180° upright. Standing must reach 150° to count fully upright.
    /// Its posture is upright, not seated: standing is half of every rep, so a seated posture
    /// would end the set at each stand; the seated phase is the rest the measurement already
    /// asks each rep to rise 80° from.
    public static let sitToStand = ExerciseDefinition(
        name: "sitToStand",
        summary: "Hip rise from a chair: 180° minus the hip drop (about 60° seated, 180° standing). Counts from 120° up, back below 100°, 80° of range and 0.25 s or more (less counts, with a verdict, unless one reading's jump could make it), at most 10 s; under 160° did not stand up fully. A set may end standing: a last rise still up at the end counts.",
        measurement: .complement(.drop(upper: .rightHip, lower: .rightAnkle, reference: .torso, referenceScale: 1.4)),
        posture: upright,
        defaultSide: .visible,
        startThreshold: 120, endThreshold: 100, minimumRange: 80, minimumRangeBasis: "no real sit to stand counted as labelled (UI-PRMD m05 starts standing): seated reads about 60°, standing 180°, so a full stand rises 120°, half of it 60°",
        minimumDuration: 0.25,
        minimumDurationBasis: DurationBasis(
            fastestRep: 0.37, motion: .publishedNorm,
            source: "the five-times sit-to-stand test, done as fast as possible: adults of 20–29 average 6.0 ± 1.4 s for five (normative table attributed to Bohannon et al. 2010; 11.4 s at 60–69 in Bohannon 2006, Percept Mot Skills 103:215), two deviations faster 3.2 s, 0.64 s a rep, of which a rep spends 57.5 % between the thresholds (a render at 2 s a rep spans 1.15 s there): 0.37 s. The fastest paced UI-PRMD m05 rep of all ten subjects takes 1.47 s (rep_durations.csv), about 0.84 s between the thresholds",
            margin: durationMargin),
        maximumDuration: 10, maximumDurationBasis: restNotRep, smoothing: 0.5,
        formRules: [.minimumPeak(160, verdict: .tooShallow), .maximumSideDifference(25)],
        setEndsAtPeak: true)

    /// Jumping jack: both upper arms' inclination. Real jacks do not reach overhead: CMU
    /// subjects 13 and 14 (trials 13_29, 14_14, 14_20, projected from the front and at 45°)
    /// peak at 116–130°, and 13_31's weak jacks at 85–107°, the second rising only 62° from
    /// arms that stayed 24° out between jacks. So a jack counts from 55° of range and is
    /// flagged too shallow under 110° (13_31's are).
    public static let jumpingJack = ExerciseDefinition(
        name: "jumpingJack",
        summary: "Upper-arm inclination of both arms (real jacks peak at 115–130°, measured on CMU motion capture). Counts from 50° up, back below 35°, 55° of range and 0.3 s or more (less counts, with a verdict, unless one reading's jump could make it), at most 4 s; under 110° the arms stayed low.",
        measurement: .inclination(.upperArm),
        posture: upright,
        defaultSide: .visible,
        startThreshold: 50, endThreshold: 35, minimumRange: 55, minimumRangeBasis: "CMU jumping jacks of subjects 13 and 14 from six cameras: the shallowest rises 75.7° (13_31's weak jacks, front at the waist), the minimum 27 % below it",
        minimumDuration: 0.3,
        minimumDurationBasis: DurationBasis(
            fastestRep: 0.44, motion: .real,
            source: "CMU 13_31 in motion capture, seen at 45° from the waist (cmu-13_31-jumping-jack-yaw45-waist); 87 reps of 24 CMU recordings and 7 QuickPose clips, median 0.73 s; sped up 1.5×, 0.46 s",
            margin: durationMargin),
        maximumDuration: 4, maximumDurationBasis: restNotRep, smoothing: 0.5,
        formRules: [.minimumPeak(110, verdict: .tooShallow), .maximumSideDifference(30)])

    /// Standing knee raise (hip flexion), legs alternating: the thigh's inclination from
    /// hanging, 0° standing, 90° with the thigh level. Each raise is one rep of whichever leg
    /// rose (`Side.either`): a mean of both legs would halve every raise. CMU subjects 13 and 14
    /// (13_29, 13_30, 13_31, 14_14, 14_20, all cameras) raise the thigh to 90–130° from about 5°.
    public static let kneeRaise = ExerciseDefinition(
        name: "kneeRaise",
        summary: "Standing knee raise, legs alternating: thigh inclination from hanging of whichever leg rises (0° standing, 90° thigh level). Counts from 40° up, back below 30°, 45° of range and 0.4 s or more (less counts, with a verdict, unless one reading's jump could make it), at most 6 s; under 60° is too low.",
        measurement: .inclination(.thigh),
        posture: upright,
        defaultSide: .either,
        startThreshold: 40, endThreshold: 30, minimumRange: 45, minimumRangeBasis: "UI-PRMD m06 straight-leg raises of all 10 subjects from six cameras (scripts/measure-real-rep-tally): the shallowest counted as labelled rises 45.0° (m06_s05_e08 incorrect, from the front at the waist), at the minimum, so a real raise may fall short of it: it counts, as incomplete; CMU knee raises rise 90–130°",
        minimumDuration: 0.4,
        minimumDurationBasis: DurationBasis(
            fastestRep: 0.61, motion: .real,
            source: "CMU 14_20 in motion capture, seen at 45° from the waist (cmu-14_20-knee-raise-yaw45-waist); 156 reps of 36 CMU and UI-PRMD recordings, median 0.82 s",
            margin: durationMargin),
        maximumDuration: 6, maximumDurationBasis: restNotRep, smoothing: 0.5,
        formRules: [.minimumPeak(60, verdict: .tooShallow)])

    public static let all: [ExerciseDefinition] = [
        elbowFlexion, squat, lunge, pushUp, shoulderAbduction, shoulderFlexion, kneeExtension, sitToStand, jumpingJack, kneeRaise,
    ]

    public static func named(_ name: String) -> ExerciseDefinition? {
        all.first { $0.name == name }
    }
}
