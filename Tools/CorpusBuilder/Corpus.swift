import KinesiaMotion
import KinesiaSynthetic

/// The synthetic half of the CI corpus. Each fixture is a situation a camera hides from
/// unit tests: a view, a height, a tempo, jitter and dropped frames.
enum Corpus {
    static func session(_ motion: SyntheticMotion, peaks: [Double], tempo: Double, rest: Double = 0.8,
                        camera: SyntheticCamera, noise: Double = 0.002, dropout: Double = 0.03, seed: UInt64) -> SyntheticSession {
        var session = SyntheticSession(motion: motion, peaks: peaks, repDuration: tempo)
        session.restBetweenReps = rest
        session.camera = camera
        session.noise = noise
        session.dropout = dropout
        session.seed = seed
        return session
    }

    static let fixtures: [CorpusFixture] = [
        CorpusFixture(
            id: "squat-side-floor-12", exercise: ExerciseLibrary.squat,
            tags: ["regression", "fatigue", "mutation"],
            session: session(.squat, peaks: (0..<12).map { 112 - 46 * Double($0) / 11 }, tempo: 1.0, rest: 0.4,
                             camera: .sideFromFloor, seed: 12),
            notes: "Twelve fast squats filmed side-on from the floor, each shallower than the last (112° to 66°): the set a retuned smoothing constant stops counting at eight."),
        CorpusFixture(
            id: "squat-front-waist-10", exercise: ExerciseLibrary.squat,
            session: session(.squat, peaks: Array(repeating: 105, count: 10), tempo: 2.0,
                             camera: SyntheticCamera(yaw: 0, height: 0.8), dropout: 0.05, seed: 10),
            keypointTruth: true,
            notes: "Ten steady squats from the front, where the 2D knee angle barely moves; keypoints labelled with the noise-free projection."),
        CorpusFixture(
            id: "squat-diagonal-chest-8", exercise: ExerciseLibrary.squat,
            session: session(.squat, peaks: Array(repeating: 100, count: 8), tempo: 2.5,
                             camera: SyntheticCamera(yaw: 45, height: 1.3), noise: 0.003, seed: 8),
            notes: "Eight squats at 45° from chest height, with heavier jitter."),
        CorpusFixture(
            id: "squat-front-ends-at-bottom", exercise: ExerciseLibrary.squat,
            tags: ["mutation"],
            session: session(.squat, peaks: [105, 105, 105], tempo: 2.0, camera: SyntheticCamera(yaw: 0, height: 0.8), seed: 3),
            endsAt: 0.8 + 2 * 2.8 + 1.0, expectedReps: 2, unfinished: 1,
            notes: "The recording stops at the bottom of the third squat: two reps and one unfinished, which only an end-of-stream flush reports."),
        CorpusFixture(
            id: "curl-right-side-10", exercise: ExerciseLibrary.elbowFlexion, side: .right,
            session: session(.rightArmCurl, peaks: Array(repeating: 130, count: 10), tempo: 2.0,
                             camera: SyntheticCamera(yaw: 90, height: 1.2), seed: 110),
            notes: "Right-arm curls seen from the right: the left arm is hidden and its points are guesses at low confidence."),
        CorpusFixture(
            id: "curl-right-front-mirrored-8", exercise: ExerciseLibrary.elbowFlexion, side: .right,
            tags: ["mirrored"],
            session: {
                var mirrored = Corpus.session(.rightArmCurl, peaks: Array(repeating: 125, count: 8), tempo: 2.2,
                                              camera: SyntheticCamera(yaw: 0, height: 1.2), seed: 88)
                mirrored.mirrored = true
                return mirrored
            }(),
            notes: "Right-arm curls from a selfie camera that kept the mirror image: the model calls the working arm left until the source un-mirrors it."),
        CorpusFixture(
            id: "knee-extension-right-front-8", exercise: ExerciseLibrary.kneeExtension, side: .right,
            session: session(.kneeExtension, peaks: Array(repeating: 80, count: 8), tempo: 2.5,
                             camera: SyntheticCamera(yaw: 0, height: 0.5), seed: 58),
            notes: "Seated right-knee extensions from the front at knee height, the foot swinging toward the lens."),
        CorpusFixture(
            id: "push-up-side-floor-10", exercise: ExerciseLibrary.pushUp,
            session: session(.pushUp, peaks: Array(repeating: 100, count: 10), tempo: 1.6,
                             camera: SyntheticCamera(yaw: 90, height: 0.3), seed: 1010),
            notes: "Push-ups side-on from the floor."),
        CorpusFixture(
            id: "lunge-side-waist-8", exercise: ExerciseLibrary.lunge,
            session: session(.lunge, peaks: Array(repeating: 95, count: 8), tempo: 2.5,
                             camera: SyntheticCamera(yaw: 90, height: 0.7), seed: 808),
            notes: "Split-stance lunges side-on; the back leg is hidden."),
        CorpusFixture(
            id: "shoulder-abduction-front-8", exercise: ExerciseLibrary.shoulderAbduction,
            session: session(.shoulderAbduction, peaks: Array(repeating: 150, count: 8), tempo: 3.0,
                             camera: SyntheticCamera(yaw: 0, height: 1.2), seed: 158),
            notes: "Lateral raises from the front."),
        CorpusFixture(
            id: "shoulder-flexion-side-8", exercise: ExerciseLibrary.shoulderFlexion,
            session: session(.shoulderFlexion, peaks: Array(repeating: 150, count: 8), tempo: 3.0,
                             camera: SyntheticCamera(yaw: 90, height: 1.2), seed: 168),
            notes: "Front raises seen side-on, where the raise is in the picture plane."),
        CorpusFixture(
            id: "sit-to-stand-front-6", exercise: ExerciseLibrary.sitToStand,
            session: session(.sitToStand, peaks: Array(repeating: 90, count: 6), tempo: 3.0,
                             camera: SyntheticCamera(yaw: 0, height: 0.9), seed: 96),
            repTimeTolerance: 1.0,
            notes: "Chair stands from the front: the rep rests seated and peaks standing. Standing is a plateau: the engine times it in the middle of the stretch it reads within 0.5° of its peak, the stretch found again as the standing height is learned: within 0.08 s of the labelled middle."),
        CorpusFixture(
            id: "jumping-jack-front-15", exercise: ExerciseLibrary.jumpingJack,
            session: session(.jumpingJack, peaks: Array(repeating: 165, count: 15), tempo: 0.8, rest: 0.2,
                             camera: SyntheticCamera(yaw: 0, height: 1.1), seed: 115),
            notes: "Fifteen quick jumping jacks."),
    ]
}
