import Foundation

/// The real data beside the repository (`<repo>/../shared/data`), never copied into it; or where
/// `KINESIA_SHARED_DATA` says, when it is set and not empty, as the harness finds its `shared` root.
public enum SharedData {
    public static let root: URL = {
        if let folder = ProcessInfo.processInfo.environment["KINESIA_SHARED_DATA"], !folder.isEmpty {
            return URL(fileURLWithPath: folder)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/data")
    }()

    /// Under CI (`CI` set and not empty) the data must be there: a test that needs it runs and
    /// fails on its absence instead of being skipped, so a CI machine without the data is red.
    public static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false }

    /// Whether tests that need `squatVideo` run: it is here, or it must be.
    public static var testsRun: Bool { isPresent || isRequired }
    /// Whether tests that need `motionCapture` run.
    public static var motionCaptureTestsRun: Bool { hasMotionCapture || isRequired }
    /// Whether tests that need `rehabilitation` run.
    public static var rehabilitationTestsRun: Bool { hasRehabilitation || isRequired }

    /// Real squats, 720×1280 at 5 fps: 2 completed reps and a third still at the bottom at the end.
    public static let squatVideo = root.appendingPathComponent("tfjs-squats/pose_squats.mp4")
    /// TensorFlow.js BlazePose full on `squatVideo`: 65 frames × 33 `[x, y, z]` in pixels.
    public static let squatLandmarks = root.appendingPathComponent("tfjs-squats/pose_squats.full.json")

    public static var isPresent: Bool { FileManager.default.fileExists(atPath: squatVideo.path) }

    /// CMU motion capture of subjects 13 and 14 (ASF skeletons, AMC trials; NOTICE.md).
    public static let motionCapture = root.appendingPathComponent("cmu")

    public static var hasMotionCapture: Bool {
        FileManager.default.fileExists(atPath: motionCapture.appendingPathComponent("13.asf").path)
    }

    /// UI-PRMD rehabilitation movements, Kinect v1, one repetition each (NOTICE.md).
    public static let rehabilitation = root.appendingPathComponent("uiprmd")

    public static var hasRehabilitation: Bool {
        FileManager.default.fileExists(atPath: rehabilitation.appendingPathComponent("m01_s01_e01_positions.txt").path)
    }

    /// UI-PRMD's every subject, gzip-compressed, with the list of its repetitions (NOTICE.md).
    public static let rehabilitationSets = root.appendingPathComponent("uiprmd-full")

    /// Whether tests that need `rehabilitationSets` run.
    public static var rehabilitationSetTestsRun: Bool {
        FileManager.default.fileExists(atPath: rehabilitationSets.appendingPathComponent("rep_durations.csv").path) || isRequired
    }
}
