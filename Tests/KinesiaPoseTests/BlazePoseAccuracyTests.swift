import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaTestSupport
import Testing

@Suite(.needsSharedData)
struct BlazePoseAccuracyTests {
    static let width = 720, height = 1280

    /// Every frame's pose through the shipping estimator. The reference was made by
    /// TensorFlow.js's pose-detection test, which stamps the 5 fps video's frames 1/30 s apart
    /// (as MediaPipe's Python solution does) so that its smoothing filters run at the rate they
    /// were tuned for; the same stamps are given here.
    static func poses(of video: URL) throws -> [Pose] {
        let source = try FileFrameSource(url: video)
        defer { source.close() }
        let estimator = try BlazePoseEstimator()
        var found: [Pose] = []
        while let frame = try source.next() {
            let timestamp = Double(found.count) / 30
            found.append(try #require(try estimator.estimate(frame.image, at: timestamp), "no pose in frame \(found.count)"))
        }
        return found
    }

    /// Median and 95th percentile of the distance to the reference, in image sizes. Joints
    /// are matched by the reference's own landmark names, so a landmark the estimator maps to
    /// the wrong joint shows here.
    static func errors(of found: [Pose]) throws -> (median: Double, p95: Double, count: Int) {
        let reference = try ReferenceLandmarks(contentsOf: SharedData.squatLandmarks)
        #expect(found.count == reference.frames.count)
        var errors: [Double] = []
        for (index, pose) in zip(reference.frames.indices, found) {
            for (joint, landmark) in reference.points(ofFrame: index, width: width, height: height) {
                let point = try #require(pose[joint], "no \(joint) in frame \(index)")
                let dx = point.x - landmark.x, dy = point.y - landmark.y
                errors.append((dx * dx + dy * dy).squareRoot())
            }
        }
        errors.sort()
        return (errors[errors.count / 2], errors[errors.count * 95 / 100], errors.count)
    }

    /// Reference: BlazePose full in TensorFlow.js (smoothing on) on the same video.
    @Test(.tags(.pose)) func squatVideoIsCloseToReferenceLandmarks() throws {
        let result = try Self.errors(of: Self.poses(of: SharedData.squatVideo))
        print("BlazePose on pose_squats.mp4: median error \(result.median), p95 \(result.p95) over \(result.count) landmarks")
        #expect(result.count == 65 * 33)
        #expect(result.median <= 0.004)
        #expect(result.p95 <= 0.010)
    }

    /// Identical poses from two runs, one decoding ahead on a second thread and one not: the
    /// estimate never depends on scheduling.
    @Test(.tags(.pose)) func twoRunsWithAndWithoutPrefetchingGiveIdenticalLandmarks() async throws {
        func run(prefetch: Bool) async throws -> [Pose] {
            try await VideoPoseProvider(url: SharedData.squatVideo, frames: FrameSourceOptions(prefetching: prefetch)).readAll()
        }
        let prefetched = try await run(prefetch: true), inline = try await run(prefetch: false)
        #expect(prefetched.count == 65)
        #expect(prefetched == inline)
    }
}
