import Foundation
import KinesiaMedia
import KinesiaMotion
@testable import KinesiaPose
import KinesiaTestSupport
import Testing

/// The models are compiled once per process and shared, and kept compiled between processes
/// in a sealed cache folder: none of it may change a pose. Eight real frames are estimated by
/// estimators built every way, and every way must give the same poses bit for bit.
@Suite(.needsSharedData)
struct CompiledModelSharingTests {
    static let frames: [TimedFrame] = {
        let source = try! FileFrameSource(url: SharedData.squatVideo)
        defer { source.close() }
        return Array(try! source.readAll().prefix(8))
    }()

    static func poses(_ estimator: BlazePoseEstimator) throws -> [Pose] {
        try frames.compactMap { try estimator.estimate($0.image, at: $0.timestamp) }
    }

    static func scratchCache() throws -> CompiledModelCache {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-compiled-\(UUID().uuidString)")
        return CompiledModelCache(root: root)
    }

    /// What a cache folder holds: the blobs OpenVINO wrote and the seal.
    static func files(in cache: CompiledModelCache) throws -> [URL] {
        let folders = try FileManager.default.contentsOfDirectory(at: cache.root, includingPropertiesForKeys: nil)
        return try folders.flatMap { try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil) }
    }

    @Test(.tags(.pose)) func sharedCompiledModelsGiveThePosesOfAFreshCompile() throws {
        let fresh = try Self.poses(BlazePoseEstimator(compiled: CompiledPoseModels(models: PoseModelFiles(), threads: 1)))
        let shared = try CompiledPoseModels.shared(models: PoseModelFiles(), threads: 1, cache: nil)
        #expect(try CompiledPoseModels.shared(models: PoseModelFiles(), threads: 1, cache: nil) === shared)
        // Two estimators on the same compiled models at once: each its own requests and state.
        let first = try BlazePoseEstimator(compiled: shared), second = try BlazePoseEstimator(compiled: shared)
        var interleaved: ([Pose], [Pose]) = ([], [])
        for frame in Self.frames {
            if let pose = try first.estimate(frame.image, at: frame.timestamp) { interleaved.0.append(pose) }
            if let pose = try second.estimate(frame.image, at: frame.timestamp) { interleaved.1.append(pose) }
        }
        #expect(fresh.count == Self.frames.count)
        #expect(interleaved.0 == fresh)
        #expect(interleaved.1 == fresh)
    }

    @Test(.tags(.pose)) func coldWarmAndNoCacheGiveIdenticalPoses() throws {
        let cache = try Self.scratchCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let uncached = try CompiledPoseModels(models: PoseModelFiles(), threads: 1)
        let none = try Self.poses(BlazePoseEstimator(compiled: uncached))
        let coldModels = try CompiledPoseModels(models: PoseModelFiles(), threads: 1, cache: cache)
        let cold = try Self.poses(BlazePoseEstimator(compiled: coldModels))
        let written = try Self.files(in: cache)
        #expect(written.filter { $0.pathExtension == "blob" }.count == 2, "\(written)")
        #expect(written.contains { $0.lastPathComponent == "SEAL.sha256" })
        let warmModels = try CompiledPoseModels(models: PoseModelFiles(), threads: 1, cache: cache)
        let warm = try Self.poses(BlazePoseEstimator(compiled: warmModels))
        // The warm compile must really import: a runtime that cannot read its blobs back
        // compiles again silently, with the same poses.
        #expect(!uncached.loadedFromCache && !coldModels.loadedFromCache)
        #expect(warmModels.loadedFromCache, "the warm cache was compiled again, not imported")
        #expect(none.count == Self.frames.count)
        #expect(cold == none)
        #expect(warm == none)
    }

    /// A blob altered after it was sealed (a bit flipped on disk, a blob planted from another
    /// machine) is never imported: the folder is emptied and the models compiled afresh.
    @Test(.tags(.pose)) func aCorruptOrForeignCacheEntryIsIgnored() throws {
        let cache = try Self.scratchCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let expected = try Self.poses(BlazePoseEstimator(compiled: CompiledPoseModels(models: PoseModelFiles(), threads: 1, cache: cache)))
        let blob = try #require(try Self.files(in: cache).first { $0.pathExtension == "blob" })
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: blob.path)
        var bytes = try Data(contentsOf: blob)
        for index in stride(from: bytes.count / 3, to: bytes.count, by: 4096) { bytes[index] ^= 0x5A }
        try bytes.write(to: blob)
        let planted = blob.deletingLastPathComponent().appendingPathComponent("1234.blob")
        try Data("not a compiled model".utf8).write(to: planted)
        let again = try Self.poses(BlazePoseEstimator(compiled: CompiledPoseModels(models: PoseModelFiles(), threads: 1, cache: cache)))
        #expect(again == expected)
        #expect(!FileManager.default.fileExists(atPath: planted.path))
        #expect(try Data(contentsOf: blob) != bytes, "the corrupt blob was kept")
    }

    /// A process capped at an older instruction set (as calibration runs one) never imports
    /// blobs compiled for the wider one: its kernels, and so its poses, differ.
    @Test(.tags(.pose)) func anInstructionSetCapHasCacheFoldersOfItsOwn() throws {
        let cache = try Self.scratchCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let native = try cache.directory(for: PoseModelFiles(), threads: 1, environment: [:])
        let avx = try cache.directory(for: PoseModelFiles(), threads: 1, environment: ["ONEDNN_MAX_CPU_ISA": "AVX"])
        let avx2 = try cache.directory(for: PoseModelFiles(), threads: 1, environment: ["ONEDNN_MAX_CPU_ISA": "AVX2"])
        #expect(Set([native, avx, avx2]).count == 3)
        #expect(try cache.directory(for: PoseModelFiles(), threads: 1, environment: ["ONEDNN_MAX_CPU_ISA": "AVX"]) == avx)
    }
}
