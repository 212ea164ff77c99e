import Foundation
import KinesiaHarness
import KinesiaMotion
import KinesiaPose
import KinesiaSupport
import KinesiaTestSupport
import Testing

/// A real video fixture, three frames long at half size (a debug build's estimator is slow and
/// calibration runs it eleven times), keypoint-labelled with TensorFlow.js's BlazePose on the
/// same frames.
@Suite(.needsSharedData)
struct VideoCalibrationTests {
    static let frames = 3

    /// The reference's first frames as a recording, at the 5 fps video's frame times.
    static func labels(in sandbox: RunnerSandbox) throws -> String {
        let reference = try ReferenceLandmarks(contentsOf: SharedData.squatLandmarks)
        let width = 720, height = 1280
        let poses = (0..<frames).map { index in
            Pose(
                points: reference.points(ofFrame: index, width: width, height: height), timestamp: Double(index) / 5,
                aspectRatio: Double(width) / Double(height))
        }
        return try sandbox.record("labels", poses)
    }

    /// The squat video's first `frames` frames at half size as fixture `squat-clip` (squat,
    /// visible side, 5 fps), with `entry`'s further lines; its manifest and the resolved fixture.
    static func squatClip(frames: Int, in sandbox: RunnerSandbox, _ entry: String) throws -> (manifest: String, fixture: ResolvedFixture) {
        let video = try GeneratedVideo.squatClip(frames: frames, scaledToWidth: 360, in: URL(fileURLWithPath: sandbox.folder))
        let manifest = try sandbox.manifest([
            """
              - id: squat-clip
                source: {video: \(video.lastPathComponent), sha256: \(try SHA256.hex(ofFileAt: video.path))}
                exercise: squat
                side: visible
                maxFrameRate: 5
            \(entry)

            """,
        ])
        let planned = try #require(sandbox.plan([manifest]).fixtures.first)
        guard case .ready(let fixture) = planned.readiness else {
            throw FixtureSetupError("the fixture is not ready: \(planned.readiness)")
        }
        return (manifest, fixture)
    }

    /// Thread counts never move a pose (on the CPUs measured so far); starting one frame late
    /// does, on every frame after the first, since the video's first frame is skipped before
    /// BlazePose tracks and smooths; changed pixels do, on every frame.
    @Test(.tags(.pose)) func thePerturbationsOfAVideoAreMeasured() async throws {
        let sandbox = try RunnerSandbox()
        let (_, fixture) = try Self.squatClip(frames: Self.frames, in: sandbox, """
                labels: {reps: 0, keypoints: {recording: labels.json, sha256: \(try Self.labels(in: sandbox))}}
                tolerances: {keypoint: 0.05}
            """)
        let outcome = try await Calibrator().calibrate(fixture, command: "test", date: "today")
        #expect(outcome.skipped.map { "\($0.perturbation): \($0.reason)" } == [])
        let baseline = try #require(outcome.baseline)
        #expect(baseline.perturbations == [
            "rerun", "start one frame late", "1 decoder thread", "2 decoder threads", "1 estimator thread", "2 estimator threads",
        ])
        let joints = baseline.joints
        #expect(joints.count >= 25, "joints: \(joints.map(\.joint))")
        for joint in joints {
            #expect(joint.frames == Self.frames, "\(joint.joint)")
        }
        let spreads = Dictionary(uniqueKeysWithValues: outcome.spreads.map { ($0.perturbation, $0) })
        print("spread per perturbation: \(outcome.spreads.map { "\($0.perturbation) \($0.spread) over \($0.jointFrames)" })")
        let late = try #require(spreads[.startOneFrameLate])
        #expect(late.spread > 0)
        // The skipped first frame has no counterpart; the two after it do.
        #expect(late.jointFrames == joints.count * (Self.frames - 1))
        for perturbation in Perturbation.all(forVideo: true) where perturbation != .startOneFrameLate {
            // Changed pixels ask whether a count survives a re-encode, not how far this picture's
            // keypoints may move: they take no part in the accuracy spread. The same pixels on
            // other threads must not move a keypoint.
            if case .pixels = perturbation {
                #expect(spreads[perturbation] == nil, "\(perturbation)")
                continue
            }
            #expect(spreads[perturbation]?.spread == 0, "\(perturbation)")
            #expect(spreads[perturbation]?.jointFrames == joints.count * Self.frames, "\(perturbation)")
        }
        let moved = joints.filter { $0.perturbation > 0 }
        #expect(moved.count == joints.count, "unmoved: \(joints.filter { $0.perturbation == 0 }.map(\.joint))")
        #expect(baseline.provenance.decoderThreads == 0)
        #expect(baseline.provenance.estimatorThreads == 1)
    }

    /// A video's pin holds its own poses: the next run on this machine moves nothing, while the
    /// landmark crop sampled half a crop pixel off (a real change inside the pose stage, which
    /// moves no count) moves every landmark the same way and fails the regression check,
    /// though a thousandth of the picture is far inside any keypoint tolerance.
    @Test(.tags(.pose)) func aHalfPixelCropShiftMovesAVideoFromItsPinnedPoses() async throws {
        let sandbox = try RunnerSandbox()
        let frames = 8
        let (manifest, fixture) = try Self.squatClip(frames: frames, in: sandbox, """
                runs: 1
                labels: {reps: 0, unfinished: 1}
            """)
        var reported = ""
        let outcome = try await FixtureCalibration(calibrator: Calibrator(), command: "test")
            .calibrate(fixture, manifest: manifest, writes: true) { reported += $0 }
        #expect(outcome == .written(sandbox.folder + "/pins/squat-clip.json"), "\(reported)")
        let pin = try PosePin(contentsOf: URL(fileURLWithPath: sandbox.folder + "/pins/squat-clip.json"))
        #expect(pin.joints.count == 33)
        // Every perturbation had to keep the count; only those that keep the pixels set the spread.
        #expect(!reported.contains("count changed"), "\(reported)")
        #expect(pin.perturbations == Perturbation.all(forVideo: true).filter { !$0.changesPixels }.map(\.description))

        let unchanged = try #require(await sandbox.run([manifest])["squat-clip"])
        #expect(unchanged.status == .passed, "\(unchanged.failures.messages)")
        let regression = try #require(unchanged.regression)
        #expect(regression.pairedFrames == frames)
        #expect(regression.joints.allSatisfy { $0.displacement < 0.0001 && $0.flips == 0 }, "\(regression.joints)")

        let shifted = try #require(await sandbox.run([manifest]) { _, pipeline in pipeline.estimator.options.cropSamplingShift = 0.5 }["squat-clip"])
        #expect(shifted.status == .failed)
        #expect(shifted.failures.map(\.check) == Array(repeating: .regression, count: shifted.failures.count))
        #expect(shifted.failures.contains { $0.message.contains("from its pinned poses") }, "\(shifted.failures.messages)")
        let moved = try #require(shifted.regression).joints.filter { $0.shareOfTolerance > 1 }
        print("crop shifted half a pixel: \(moved.count) of 33 joints beyond their regression tolerance")
        #expect(moved.count >= 10)

        // Pinned poses edited by hand are refused, not compared.
        let poses = sandbox.folder + "/pins/squat-clip.poses.json"
        try (try String(contentsOfFile: poses, encoding: .utf8) + "\n").write(toFile: poses, atomically: true, encoding: .utf8)
        let edited = try #require(await sandbox.run([manifest])["squat-clip"])
        #expect(edited.status == .error)
        #expect(edited.failures.first?.message.contains("changed since calibration") == true, "\(edited.failures.messages)")
    }
}
