import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaTestSupport
import Testing

/// The decoder and estimator thread counts and the landmark smoothing reach the pipeline: the
/// first two never change a pose, the third does. Five real frames keep a debug build quick.
@Suite(.needsSharedData)
struct VideoPipelineThreadsTests {
    static let frames = 5

    static func clip() throws -> (folder: URL, video: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-threads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder, try GeneratedVideo.squatClip(frames: frames, in: folder))
    }

    /// Through the source specification, the factory the command line and the harness use.
    static func poses(_ video: URL, decoderThreads: Int, estimator: PoseEstimatorOptions = PoseEstimatorOptions()) async throws -> [Pose] {
        let specification = SourceSpecification(scheme: .file, location: video.path, options: FrameSourceOptions(decoderThreads: decoderThreads))
        return try await specification.makePoseProvider(estimator: PoseEstimatorFactory(options: estimator)).readAll()
    }

    /// The counts reach FFmpeg's decoder and OpenVINO's compile: identical poses alone would
    /// also pass if an option were dropped on the way.
    @Test(.tags(.pose)) func threadCountsReachTheDecoderAndTheEstimator() throws {
        let (folder, video) = try Self.clip()
        defer { try? FileManager.default.removeItem(at: folder) }
        for threads in [1, 2] {
            let specification = SourceSpecification(
                scheme: .file, location: video.path, options: FrameSourceOptions(decoderThreads: threads, prefetching: false))
            let source = try #require(try specification.makeFrameSource() as? FileFrameSource)
            #expect(source.decoderThreadCount == threads)
            let estimator = try #require(
                try PoseEstimatorFactory(options: PoseEstimatorOptions(threads: threads, smoothing: threads == 1)).makeEstimator()
                    as? BlazePoseEstimator)
            #expect(estimator.threads == threads)
            #expect(estimator.smoothing == (threads == 1))
        }
    }

    @Test(.tags(.pose)) func oneAndTwoDecoderThreadsGiveIdenticalPoses() async throws {
        let (folder, video) = try Self.clip()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = try await Self.poses(video, decoderThreads: 1), two = try await Self.poses(video, decoderThreads: 2)
        #expect(one.count == Self.frames)
        #expect(one == two)
    }

    /// OpenVINO splits the work of one inference between threads; on the CPUs measured so far
    /// the landmarks come out bit-identical (shared/notes/pose-runtime.md). Not promised across
    /// CPUs, so a difference is reported with its size before the test fails.
    @Test(.tags(.pose)) func oneAndTwoEstimatorThreadsGiveIdenticalPoses() async throws {
        let (folder, video) = try Self.clip()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = try await Self.poses(video, decoderThreads: 1, estimator: PoseEstimatorOptions(threads: 1))
        let two = try await Self.poses(video, decoderThreads: 1, estimator: PoseEstimatorOptions(threads: 2))
        #expect(one.count == Self.frames)
        #expect(two.count == one.count)
        let largest = zip(one, two).flatMap { a, b in
            a.joints.compactMap { joint in
                b[joint].map { point in max(abs(point.x - a[joint]!.x), abs(point.y - a[joint]!.y)) }
            }
        }.max() ?? 0
        print("1 vs 2 estimator threads: largest coordinate difference \(largest) over \(one.count) poses")
        #expect(one == two, "largest coordinate difference \(largest)")
    }

    /// Smoothing off in the provider gives exactly the poses of an unsmoothed estimator fed
    /// frame by frame, and they are not the smoothed ones.
    @Test(.tags(.pose)) func landmarkSmoothingOffReachesTheEstimator() async throws {
        let (folder, video) = try Self.clip()
        defer { try? FileManager.default.removeItem(at: folder) }
        let smoothed = try await Self.poses(video, decoderThreads: 0)
        let unsmoothed = try await Self.poses(video, decoderThreads: 0, estimator: PoseEstimatorOptions(smoothing: false))
        let source = try FileFrameSource(url: video)
        defer { source.close() }
        let estimator = try BlazePoseEstimator(smoothing: false)
        var frameByFrame: [Pose] = []
        while let frame = try source.next() {
            if let pose = try estimator.estimate(frame.image, at: frame.timestamp) { frameByFrame.append(pose) }
        }
        #expect(unsmoothed.count == Self.frames)
        #expect(unsmoothed == frameByFrame)
        #expect(unsmoothed != smoothed)
    }
}
