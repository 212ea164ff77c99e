import Testing

/// The conditions under which tests that read the shared data run (`SharedData`): skipped where
/// the data is absent, run and failing on its absence under CI.
extension Trait where Self == ConditionTrait {
    /// Needs `SharedData.squatVideo` (and the rest of the shared data's TensorFlow.js squats).
    public static var needsSharedData: Self {
        .enabled(if: SharedData.testsRun, "needs the shared data (../shared/data beside the repository, or KINESIA_SHARED_DATA)")
    }

    /// Needs the shared data's CMU motion capture (`SharedData.motionCapture`).
    public static var needsMotionCapture: Self {
        .enabled(if: SharedData.motionCaptureTestsRun, "needs the shared data's cmu/")
    }

    /// Needs the shared data's UI-PRMD rehabilitation movements (`SharedData.rehabilitation`).
    public static var needsRehabilitation: Self {
        .enabled(if: SharedData.rehabilitationTestsRun, "needs the shared data's uiprmd/")
    }

    /// Needs the shared data's every UI-PRMD subject (`SharedData.rehabilitationSets`).
    public static var needsRehabilitationSets: Self {
        .enabled(if: SharedData.rehabilitationSetTestsRun, "needs the shared data's uiprmd-full/")
    }
}

/// What a test does that costs time or needs the machine, to select or skip such tests by tag
/// (the README's "Tests").
extension Tag {
    /// Runs the real pose model (BlazePose on OpenVINO).
    @Tag public static var pose: Self
    /// Starts a process: the built `kinesia` tool or `ffmpeg`.
    @Tag public static var process: Self
    /// Waits on the wall clock (a live or paced source), so its time is not the machine's speed.
    @Tag public static var realTime: Self
}
