import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaTestSupport
import Testing

@Suite(.enabled(if: SharedData.isPresent, "needs ../shared/data/tfjs-squats beside the repository"))
struct BlazePoseAccuracyTests {
    static let width = 720, height = 1280

    /// Every frame's landmarks in BlazePose order, through the shipping estimator. The
    /// reference was made by TensorFlow.js's pose-detection test, which stamps the 5 fps
    /// video's frames 1/30 s apart (as MediaPipe's Python solution does) so that its smoothing
    /// filters run at the rate they were tuned for; the same stamps are given here.
    static func landmarks(of video: URL) throws -> [[PosePoint]] {
        let source = try FileFrameSource(url: video)
        defer { source.close() }
        let estimator = try BlazePoseEstimator()
        var found: [[PosePoint]] = []
        while let frame = try source.next() {
            let timestamp = Double(found.count) / 30
            let pose = try #require(try estimator.estimate(frame.image, at: timestamp), "no pose in frame \(found.count)")
            found.append(try BlazePoseEstimator.landmarkJoints.map { joint in
                try #require(pose[joint], "no \(joint) at \(timestamp) s")
            })
        }
        return found
    }

    /// Median and 95th percentile of the distance to the reference, in image sizes.
    static func errors(of found: [[PosePoint]]) throws -> (median: Double, p95: Double, count: Int) {
        let reference = try JSONDecoder().decode([[[Double]]].self, from: Data(contentsOf: SharedData.squatLandmarks))
        #expect(found.count == reference.count)
        var errors: [Double] = []
        for (found, expected) in zip(found, reference) {
            for (point, landmark) in zip(found, expected) {
                let dx = point.x - landmark[0] / Double(width), dy = point.y - landmark[1] / Double(height)
                errors.append((dx * dx + dy * dy).squareRoot())
            }
        }
        errors.sort()
        return (errors[errors.count / 2], errors[errors.count * 95 / 100], errors.count)
    }

    /// Reference: BlazePose full in TensorFlow.js (smoothing on) on the same video.
    @Test func squatVideoIsCloseToReferenceLandmarks() throws {
        let result = try Self.errors(of: Self.landmarks(of: SharedData.squatVideo))
        print("BlazePose on pose_squats.mp4: median error \(result.median), p95 \(result.p95) over \(result.count) landmarks")
        #expect(result.count == 65 * 33)
        #expect(result.median <= 0.004)
        #expect(result.p95 <= 0.010)
    }

    @Test func twoRunsGiveIdenticalLandmarks() async throws {
        func run() async throws -> [Pose] { try await VideoPoseProvider(url: SharedData.squatVideo, maximumFrameRate: nil).readAll() }
        let first = try await run(), second = try await run()
        #expect(first.count == 65)
        #expect(first == second)
    }
}
