import KinesiaMotion

/// The app's squat counter: Kinesia's squat definition as the app ships it.
public struct SquatCounter {
    private var engine = RepEngine(definition: ExerciseLibrary.squat)

    public init() {}

    /// Feeds one pose from the camera; returns the reps counted so far.
    public mutating func add(_ pose: Pose) -> Int {
        _ = engine.process(pose)
        return engine.count
    }

    /// The camera stopped: settles the last rep.
    public mutating func finish() -> Int {
        _ = engine.finish()
        return engine.count
    }
}
