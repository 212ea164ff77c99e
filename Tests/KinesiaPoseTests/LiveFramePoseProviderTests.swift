import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaTestSupport
import Testing

/// An estimator that takes a fixed time per frame and finds the same person in each: the
/// live path's plumbing without a model.
private final class SlowEstimator: PoseEstimator {
    let secondsPerFrame: Double
    private(set) var frames: [Double] = []

    init(secondsPerFrame: Double) { self.secondsPerFrame = secondsPerFrame }

    func estimate(_ image: RGBImage, at timestamp: TimeInterval) throws -> Pose? {
        Thread.sleep(forTimeInterval: secondsPerFrame)
        return Pose(points: [.nose: PosePoint(x: 0.5, y: 0.2)], timestamp: timestamp)
    }

    func reset() {}
}

/// Finds no one in the frames before `firstSeen`, then the same person.
private final class LateEstimator: PoseEstimator {
    let firstSeen: Double

    init(firstSeen: Double) { self.firstSeen = firstSeen }

    func estimate(_ image: RGBImage, at timestamp: TimeInterval) throws -> Pose? {
        timestamp < firstSeen ? nil : Pose(points: [.nose: PosePoint(x: 0.5, y: 0.2)], timestamp: timestamp)
    }

    func reset() {}
}

/// A file made live (`file:clip.mp4?live`) through the same `FramePoseProvider` a camera
/// uses: frames come at their timestamps, and a pipeline too slow for them loses frames,
/// counted, while a fast one sees every frame.
struct LiveFramePoseProviderTests {
    static func clip() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try GeneratedVideo.emptyScene(in: folder)  // 10 frames at 10 fps
    }

    static func poses(_ video: URL, secondsPerFrame: Double, tally: FrameTally) async throws -> [Pose] {
        let specification = try SourceSpecification(parsing: "file:\(video.path)?live")
        let estimator = PoseEstimatorFactory { _ in SlowEstimator(secondsPerFrame: secondsPerFrame) }
        return try await specification.makePoseProvider(estimator: estimator, tally: tally).readAll()
    }

    @Test(.tags(.realTime)) func aPipelineSlowerThanTheFramesDropsThemAndCountsTheDrops() async throws {
        let tally = FrameTally()
        let poses = try await Self.poses(try Self.clip(), secondsPerFrame: 0.25, tally: tally)
        let counts = tally.counts
        // 250 ms a frame against a frame every 100 ms: about two frames in three are lost.
        #expect(counts.dropped >= 4, "\(counts)")
        #expect(counts.delivered + counts.dropped == 10)
        #expect(poses.count == counts.delivered)
        #expect(poses.map(\.timestamp) == poses.map(\.timestamp).sorted())
    }

    @Test(.tags(.realTime)) func aPipelineFasterThanTheFramesSeesEveryFrameOnItsTimestamp() async throws {
        let tally = FrameTally()
        let clip = try Self.clip()
        let poses = try await Self.poses(clip, secondsPerFrame: 0, tally: tally)
        #expect(tally.counts == FrameTally.Counts(delivered: 10, withoutPerson: 0, dropped: 0))
        #expect(poses.map(\.timestamp) == (try FileFrameSource(url: clip).readAll().map(\.timestamp)))
    }

    @Test(.tags(.realTime)) func aFrameWithoutAPersonIsAPoseWithoutPointsAtItsTimestamp() async throws {
        // The engine must know the time it could not see: a movement first seen after such
        // frames may have started in them, unlike one under way at the stream's first frame.
        let tally = FrameTally()
        let clip = try Self.clip()
        let specification = try SourceSpecification(parsing: "file:\(clip.path)")
        let estimator = PoseEstimatorFactory { _ in LateEstimator(firstSeen: 0.35) }
        let poses = try await specification.makePoseProvider(estimator: estimator, tally: tally).readAll()
        #expect(tally.counts == FrameTally.Counts(delivered: 10, withoutPerson: 4, dropped: 0))
        #expect(poses.map(\.timestamp) == (try FileFrameSource(url: clip).readAll().map(\.timestamp)))
        #expect(poses.map { $0[.nose] == nil } == Array(repeating: true, count: 4) + Array(repeating: false, count: 6))
    }

    @Test(.tags(.realTime)) func aFileReadAsFastAsPossibleNeverDrops() async throws {
        let tally = FrameTally()
        let specification = try SourceSpecification(parsing: "file:\(try Self.clip().path)")
        let estimator = PoseEstimatorFactory { _ in SlowEstimator(secondsPerFrame: 0.05) }
        let poses = try await specification.makePoseProvider(estimator: estimator, tally: tally).readAll()
        #expect(poses.count == 10)
        #expect(tally.counts.dropped == 0)
    }

    @Test(.tags(.realTime)) func aCameraThatIsNotThereIsAnErrorNamingTheDevice() throws {
        #expect {
            _ = try SourceSpecification(parsing: "camera:/dev/kinesia-no-such-camera").makePoseProvider()
        } throws: { error in
            "\(error)".contains("/dev/kinesia-no-such-camera")
        }
    }
}
