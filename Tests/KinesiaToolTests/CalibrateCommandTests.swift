import Foundation
import KinesiaMotion
import KinesiaTestSupport
import Testing

struct CalibrateCommandTests {
    /// A keypoint-labelled fixture: squats labelled with their own poses.
    func manifest(in directory: URL) throws -> URL {
        let poses = SyntheticSession(motion: .squat, reps: 3, repDuration: 2).poses()
        let recording = directory.appendingPathComponent("squats.json")
        try Recording(source: RecordingSource(kind: "synthetic"), poses: poses).write(to: recording)
        let sha = try SHA256.hex(ofFileAt: recording.path)
        let yaml = """
        version: 1
        fixtureRoots: {here: .}
        defaults: {root: here}
        fixtures:
          - id: squats
            source: {recording: squats.json, sha256: \(sha)}
            exercise: squat
            side: visible
            labels: {reps: 3, keypoints: {recording: squats.json, sha256: \(sha)}}
            tolerances: {baseline: baselines/squats.json}

        """
        let url = directory.appendingPathComponent("manifest.yaml")
        try Data(yaml.utf8).write(to: url)
        return url
    }

    @Test func writeRefusesToRunInCI() throws {
        let directory = try scratchDirectory()
        let manifest = try manifest(in: directory)
        let result = try KinesiaProcess.run(["calibrate", manifest.path, "--write"], environment: ["CI": "true"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--write refuses to run when CI is set"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("baselines").path))
    }

    @Test func withoutWriteItProposesAndWritesNothing() throws {
        let directory = try scratchDirectory()
        let manifest = try manifest(in: directory)
        let result = try KinesiaProcess.run(["calibrate", manifest.path], environment: ["CI": "true"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("\"format\": \"kinesia.baseline\""))
        #expect(result.output.contains("+ rightKnee: tolerance 0.005 ("), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("baselines").path))
    }
}
