import Foundation
import KinesiaMotion
import KinesiaSupport
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

struct CalibrateCommandTests {
    /// A keypoint-labelled fixture: squats labelled with their own poses.
    func manifest(in directory: URL, tolerances: String = "{baseline: baselines/squats.json}") throws -> URL {
        let poses = SyntheticSession(motion: .squat, reps: 3, repDuration: 2).poses()
        let recording = directory.appendingPathComponent("squats.json")
        try Recording(source: RecordingProvenance(kind: "synthetic"), poses: poses).write(to: recording)
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
            tolerances: \(tolerances)

        """
        let url = directory.appendingPathComponent("manifest.yaml")
        try Data(yaml.utf8).write(to: url)
        return url
    }

    /// Every number of a landmark tree halved, for the frame at half size.
    static func halved(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let elements): .array(elements.map(halved))
        case .integer, .number: .number((value.doubleValue ?? 0) / 2)
        default: value
        }
    }

    /// Three frames of the real squat video at half size, labelled with TensorFlow.js's
    /// landmarks for them through `kinesia reference` (halved to the smaller frame).
    func videoManifest(in directory: URL) throws -> URL {
        let frames = 3
        let video = try GeneratedVideo.squatClip(frames: frames, scaledToWidth: 360, in: directory)
        let reference = try JSONParser.parse(Data(contentsOf: SharedData.squatLandmarks))
        let firstFrames = JSONValue.array(Array((reference.arrayValue ?? []).prefix(frames)))
        let landmarks = directory.appendingPathComponent("landmarks.json")
        try JSONFile.write(JSONWriter().text(for: Self.halved(firstFrames)), to: landmarks)
        let labels = directory.appendingPathComponent("labels.json")
        let made = try KinesiaProcess.run(["reference", landmarks.path, video.path, "-o", labels.path])
        #expect(made.status == 0, "\(made.errors)")
        let yaml = """
        version: 1
        fixtureRoots: {here: .}
        defaults: {root: here}
        fixtures:
          - id: squat-clip
            source: {video: \(video.lastPathComponent), sha256: \(try SHA256.hex(ofFileAt: video.path))}
            exercise: squat
            side: visible
            maxFrameRate: 5
            labels: {reps: 0, keypoints: {recording: labels.json, sha256: \(try SHA256.hex(ofFileAt: labels.path))}}
            tolerances: {baseline: baselines/squat-clip.json}

        """
        let url = directory.appendingPathComponent("manifest.yaml")
        try Data(yaml.utf8).write(to: url)
        return url
    }

    /// The spread each perturbation put on the keypoints, as calibrate prints it.
    func spreads(in output: String, of fixture: String) -> [String: Double] {
        var found: [String: Double] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix("\(fixture): ") && line.contains(" moved the keypoints ") {
            let parts = line.dropFirst(fixture.count + 2).components(separatedBy: " moved the keypoints ")
            found[parts[0]] = Double(parts[1].prefix { $0 != " " })
        }
        return found
    }

    /// A video started one frame late is estimated from its second frame, so its poses move, as
    /// they do under changed pixels; a rerun and the thread counts do not move them. The instruction-set caps run in child
    /// processes and are measured (on these three half-size frames they move nothing; on the
    /// whole video the AVX cap moves the keypoints, manifests/BASELINES.md).
    @Test(.tags(.process), .timeLimit(.minutes(10)), .needsSharedData)
    func startingAVideoOneFrameLateMovesItsKeypoints() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifest = try videoManifest(in: directory)
        let result = try KinesiaProcess.run(["calibrate", manifest.path])
        #expect(result.status == 0, "\(result.errors)")
        let spreads = spreads(in: result.output, of: "squat-clip")
        let avx = "instruction sets capped at AVX (ONEDNN_MAX_CPU_ISA=AVX, in another process)"
        let avx2 = "instruction sets capped at AVX2 (ONEDNN_MAX_CPU_ISA=AVX2, in another process)"
        let pixels = [
            "frames brighter by 10 % (pixels=brightness+10)", "frames darker by 10 % (pixels=brightness-10)",
            "frames re-encoded as JPEG at quantizer 5 (pixels=mjpeg-q5)", "frames resized one pixel narrower (pixels=narrower)",
        ]
        // The pixel changes judge the count only: they set no tolerance, so no spread is printed for them.
        #expect(spreads.keys.sorted() == [
            "1 decoder thread", "1 estimator thread", "2 decoder threads", "2 estimator threads", avx, avx2, "rerun", "start one frame late",
        ], "\(result.output)")
        #expect(!result.output.contains("count changed"), "\(result.output)")
        #expect(pixels.allSatisfy { !result.output.contains($0) }, "\(result.output)")
        #expect((spreads["start one frame late"] ?? 0) > 0, "\(result.output)")
        let unmoved = spreads.filter { !$0.key.hasPrefix("start") && !$0.key.hasPrefix("instruction") && !pixels.contains($0.key) }
        #expect(unmoved.values.allSatisfy { $0 == 0 }, "\(spreads)")
    }

    /// A recording has no thread counts to vary, and started one frame late it replays the
    /// same poses for the frames left.
    @Test(.tags(.process), .timeLimit(.minutes(10))) func aRecordingIsPerturbedByARerunAndALateStartThatMoveNothing() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try KinesiaProcess.run(["calibrate", try manifest(in: directory).path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(spreads(in: result.output, of: "squats") == ["rerun": 0, "start one frame late": 0], "\(result.output)")
    }

    @Test(.tags(.process), .timeLimit(.minutes(10))) func writeRefusesToRunInCI() throws {
        let directory = try scratchDirectory()
        let manifest = try manifest(in: directory)
        let result = try KinesiaProcess.run(["calibrate", manifest.path, "--write"], environment: ["CI": "true"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--write writes a baseline, which is refused when CI is set (CI=true)"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("baselines").path))
    }

    @Test(.tags(.process), .timeLimit(.minutes(10))) func withoutWriteItProposesAndWritesNothing() throws {
        let directory = try scratchDirectory()
        let manifest = try manifest(in: directory)
        let result = try KinesiaProcess.run(["calibrate", manifest.path], environment: ["CI": "true"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("\"format\": \"kinesia.baseline\""))
        #expect(result.output.contains("+ rightKnee: tolerance 0.005 ("), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("baselines").path))
    }

    /// Inline tolerances stay in force: `--write` proposes a baseline but writes no file
    /// that nothing would read; pointed at it, the same fixture gets it written.
    @Test(.tags(.process), .timeLimit(.minutes(10))) func writeLeavesInlineTolerancesAlone() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("baselines/squats.json").path
        let inline = try KinesiaProcess.run(["calibrate", try manifest(in: directory, tolerances: "{keypoint: 0.05}").path, "--write"], environment: ["CI": ""])
        #expect(inline.status == 0, "\(inline.errors)")
        #expect(inline.output.contains("squats: baseline not written: its tolerances are inline; to use it, set `baseline: baselines/squats.json`"), "\(inline.output)")
        #expect(!FileManager.default.fileExists(atPath: baseline))
        let referenced = try KinesiaProcess.run(["calibrate", try manifest(in: directory).path, "--write"], environment: ["CI": ""])
        #expect(referenced.status == 0, "\(referenced.errors)")
        #expect(FileManager.default.fileExists(atPath: baseline), "\(referenced.output)")
    }
}
