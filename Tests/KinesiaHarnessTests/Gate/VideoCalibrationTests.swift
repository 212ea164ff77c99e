import Foundation
import KinesiaHarness
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaSupport
import KinesiaTestSupport
import Testing

/// A real video fixture, three frames long at half size (a debug build's estimator is slow and
/// calibration runs it eleven times), keypoint-labelled with TensorFlow.js's BlazePose on the
/// same frames.
@Suite(.enabled(if: SharedData.testsRun, "needs the shared data (../shared/data beside the repository, or KINESIA_SHARED_DATA)"))
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

    /// Thread counts never move a pose (on the CPUs measured so far); starting one frame late
    /// does, on every frame after the first, since the video's first frame is skipped before
    /// BlazePose tracks and smooths; changed pixels do, on every frame.
    @Test func thePerturbationsOfAVideoAreMeasured() async throws {
        let sandbox = try RunnerSandbox()
        let video = try GeneratedVideo.squatClip(frames: Self.frames, scaledToWidth: 360, in: URL(fileURLWithPath: sandbox.folder))
        let manifest = try sandbox.manifest([
            """
              - id: squat-clip
                source: {video: \(video.lastPathComponent), sha256: \(try SHA256.hex(ofFileAt: video.path))}
                exercise: squat
                side: visible
                maxFrameRate: 5
                labels: {reps: 0, keypoints: {recording: labels.json, sha256: \(try Self.labels(in: sandbox))}}
                tolerances: {keypoint: 0.05}

            """,
        ])
        let planned = try #require(sandbox.plan([manifest]).fixtures.first)
        guard case .ready(let fixture) = planned.readiness else {
            Issue.record("the fixture is not ready: \(planned.readiness)")
            return
        }
        let outcome = try await Calibrator().calibrate(fixture, command: "test", date: "today")
        #expect(outcome.skipped.map { "\($0.perturbation): \($0.reason)" } == [])
        #expect(outcome.baseline.perturbations == [
            "rerun", "start one frame late", "1 decoder thread", "2 decoder threads", "1 estimator thread", "2 estimator threads",
        ] + Perturbation.pixelPerturbations.map { Perturbation.pixels($0).description })
        let joints = outcome.baseline.joints
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
            // Changed pixels move the keypoints; the same pixels on other threads must not.
            if case .pixels = perturbation {
                #expect(spreads[perturbation].map { $0.spread > 0 } == true, "\(perturbation)")
            } else {
                #expect(spreads[perturbation]?.spread == 0, "\(perturbation)")
            }
            #expect(spreads[perturbation]?.jointFrames == joints.count * Self.frames, "\(perturbation)")
        }
        let moved = joints.filter { $0.perturbation > 0 }
        #expect(moved.count == joints.count, "unmoved: \(joints.filter { $0.perturbation == 0 }.map(\.joint))")
        #expect(outcome.baseline.provenance.decoderThreads == 0)
        #expect(outcome.baseline.provenance.estimatorThreads == 1)
    }
}
