import Foundation
import KinesiaHarness
import KinesiaManifest
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaResults
import KinesiaSupport
import KinesiaTestSupport
import Synchronization
import Testing

/// The pose cache, end to end through the runner on the first 4 s of a real squat clip (one
/// whole squat, 0.7–3.4 s), and its key part by part.
@Suite(.needsSharedData)
struct PoseCacheTests {
    /// A folder with the clip, its manifest and an empty cache folder.
    final class Sandbox {
        let folder: URL
        let manifest: String
        let video: URL
        var cache: PoseCache { PoseCache(directory: folder.appendingPathComponent("cache")) }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-pose-cache-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("cache"), withIntermediateDirectories: true)
            video = try GeneratedVideo.squatClip(frames: 20, scaledToWidth: 180, in: folder)
            let yaml = """
                version: 1
                fixtureRoots:
                  here: .
                defaults:
                  root: here
                fixtures:
                  - id: squats
                    source: {video: \(video.lastPathComponent), sha256: \(try SHA256.hex(ofFileAt: video.path))}
                    exercise: squat
                    side: visible
                    labels: {reps: 1, times: [2.0]}

                """
            manifest = folder.appendingPathComponent("manifest.yaml").path
            try Data(yaml.utf8).write(to: URL(fileURLWithPath: manifest))
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func run(cache: PoseCache?, adjust: @escaping @Sendable (Fixture, inout FixturePipeline) -> Void = { _, _ in }) async -> FixtureResult {
            let plan = RunPlanner(resolver: FixtureResolver(environment: [:], workingDirectory: folder.path))
                .plan(manifests: [manifest], selection: FixtureSelection())
            let runner = HarnessRunner(jobs: 1, fixtureRunner: FixtureRunner(poseCache: cache, adjustPipeline: adjust))
            return await runner.run(plan.fixtures)[0]
        }

        var entries: [URL] {
            ((try? FileManager.default.contentsOfDirectory(at: cache.directory, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "poses" }
        }
    }

    /// What must not depend on where the poses came from.
    static func comparable(_ result: FixtureResult) -> FixtureResult {
        var copy = result.withoutTimings
        copy.poseCache = nil
        return copy
    }

    @Test(.tags(.pose)) func aHitReplaysThePosesTheMissEstimatedAndChecksEverythingTwice() async throws {
        let sandbox = try Sandbox()
        let uncached = await sandbox.run(cache: nil)
        #expect(uncached.status == .passed, "\(uncached.failures)")
        let miss = await sandbox.run(cache: sandbox.cache)
        #expect(miss.poseCache?.outcome == .miss)
        #expect(miss.poseCache?.stored == true)
        #expect(sandbox.entries.count == 1)
        let hit = await sandbox.run(cache: sandbox.cache)
        #expect(hit.poseCache?.outcome == .hit)
        #expect(hit.poseCache?.stored == false)
        #expect(hit.poseCache?.key == miss.poseCache?.key)
        #expect(hit.runs.count == 2)
        #expect(Self.comparable(hit) == Self.comparable(uncached))
        #expect(Self.comparable(miss) == Self.comparable(uncached))
        #expect(hit.reps?.counted == 1)
    }

    @Test(.tags(.pose)) func aTruncatedOrCorruptEntryIsAMissWithTheReasonAndIsWrittenAgain() async throws {
        let sandbox = try Sandbox()
        let first = await sandbox.run(cache: sandbox.cache)
        let entry = try #require(sandbox.entries.first)
        let bytes = try Data(contentsOf: entry)
        for damaged in [bytes.prefix(bytes.count / 2), Data(bytes.enumerated().map { $0.offset == 400 ? $0.element ^ 1 : $0.element })] {
            try damaged.write(to: entry)
            let result = await sandbox.run(cache: sandbox.cache)
            #expect(result.poseCache?.outcome == .miss)
            #expect(result.poseCache?.problem?.contains("checksum does not match") == true, "\(String(describing: result.poseCache))")
            #expect(result.poseCache?.stored == true)
            #expect(Self.comparable(result) == Self.comparable(first))
            #expect(try Data(contentsOf: entry) == bytes)
        }
    }

    @Test(.tags(.pose)) func aMutantAtTheFrameOrPoseSeamNeverMeetsTheCache() async throws {
        let sandbox = try Sandbox()
        _ = await sandbox.run(cache: sandbox.cache)
        // Keyed on the pipeline as it runs, a mutated option finds no entry and, run once as the
        // mutation runner runs mutants, writes none.
        let mutated = await sandbox.run(cache: sandbox.cache) { _, pipeline in Mutant.cropSamplingShifted.apply(to: &pipeline) }
        #expect(mutated.poseCache?.outcome == .miss)
        #expect(sandbox.entries.count == 2, "two runs of the mutated pipeline agreed, so its own key's entry is written")
        #expect(Mutant.allCases.filter(\.needsEstimatedPoses) == [.wallClockTimestamps, .rotationIgnored, .cropSamplingShifted])
    }

    @Test(.tags(.pose)) func twoWritersOfOneEntryLeaveAValidEntry() async throws {
        let sandbox = try Sandbox()
        _ = await sandbox.run(cache: sandbox.cache)
        let entry = try #require(sandbox.entries.first)
        let key = try #require(PoseCacheKey(
            videoSHA256: try SHA256.hex(ofFileAt: sandbox.video.path),
            pipeline: FixturePipeline(source: SourceSpecification(scheme: .file, location: sandbox.video.path, options: {
                var options = FrameSourceOptions()
                options.maximumFrameRate = FramePoseProvider.defaultMaximumFrameRate
                return options
            }()), exercise: ExerciseLibrary.squat)))
        #expect(entry.lastPathComponent == "\(key.digest).poses")
        let cache = sandbox.cache
        guard case .found(let poses) = cache.lookup(key) else { Issue.record("the entry does not read back"); return }
        // Writers (as `kinesia run` shards sharing the folder would be) and a reader all at once:
        // the reader must only ever find the whole entry.
        let writing = Flag()
        let writers = (0..<2).map { _ in
            Task.detached {
                defer { writing.lower() }
                for _ in 0..<300 { try cache.store(poses, for: key) }
            }
        }
        let reader = Task.detached {
            var (reads, broken) = (0, 0)
            while writing.isRaised || reads < 100 {
                reads += 1
                if cache.lookup(key) != .found(poses) { broken += 1 }
            }
            return (reads, broken)
        }
        for writer in writers { try await writer.value }
        let (reads, broken) = await reader.value
        #expect(broken == 0, "\(broken) of \(reads) reads found no whole entry")
        #expect(cache.lookup(key) == .found(poses))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.cache.directory.path).filter { !$0.hasSuffix(".poses") }
        #expect(leftovers.isEmpty)
    }
}

/// Raised until one of the writers is done.
private final class Flag: Sendable {
    private let raised = Mutex(true)
    var isRaised: Bool { raised.withLock { $0 } }
    func lower() { raised.withLock { $0 = false } }
}

/// Each thing that decides the poses is part of the key: changing it misses.
struct PoseCacheKeyTests {
    static let video = "4f2ef9314198710aad79d6c38514a6739367cb3ceb1d5901fead9c2a014a36ee"

    static func pipeline(_ change: (inout FixturePipeline) -> Void = { _ in }) -> FixturePipeline {
        var pipeline = FixturePipeline(
            source: SourceSpecification(scheme: .file, location: "/somewhere/clip.mp4", options: FrameSourceOptions()),
            exercise: ExerciseLibrary.squat)
        change(&pipeline)
        return pipeline
    }

    static func key(video: String = video, environment: [String: String] = [:], _ change: (inout FixturePipeline) -> Void = { _ in }) -> String? {
        PoseCacheKey(videoSHA256: video, pipeline: pipeline(change), environment: environment)?.digest
    }

    @Test func everyInputThatDecidesThePosesChangesTheKey() throws {
        let base = try #require(Self.key())
        let changed: [(String, String?)] = [
            ("a changed video byte", Self.key(video: "5" + Self.video.dropFirst())),
            ("an instruction-set cap", Self.key(environment: ["ONEDNN_MAX_CPU_ISA": "AVX2"])),
            ("mirroring", Self.key { $0.source.options.mirrored = true }),
            ("the frame-rate cap", Self.key { $0.source.options.maximumFrameRate = 15 }),
            ("a pixel perturbation", Self.key { $0.source.options.pixelPerturbation = .brightness(percent: 10) }),
            ("the rotation seam", Self.key { $0.source.options.ignoresDisplayRotation = true }),
            ("estimator threads", Self.key { $0.estimator.options.threads = 2 }),
            ("detecting every frame", Self.key { $0.estimator.options.detectsEveryFrame = true }),
            ("the crop seam", Self.key { $0.estimator.options.cropSamplingShift = 0.5 }),
        ]
        for (what, key) in changed {
            #expect(key != nil && key != base, "\(what) left the key unchanged")
        }
        #expect(Set(changed.map(\.1)).count == changed.count)
    }

    @Test func thingsThatDoNotDecideThePosesKeepTheKey() throws {
        let base = try #require(Self.key())
        // Where the clip lies, the engine and what happens to poses after the provider.
        #expect(Self.key { $0.source.location = "/elsewhere/copy.mp4" } == base)
        #expect(Self.key { $0.exercise.smoothing = 0.1 } == base)
        #expect(Self.key { Mutant.wallClockTimestamps.apply(to: &$0) } == base)
        #expect(Self.key(environment: ["ONEDNN_MAX_CPU_ISA": ""]) != nil)
    }

    @Test func theModelsRuntimeAndCodeArePartsOfTheKey() throws {
        let key = try #require(PoseCacheKey(videoSHA256: Self.video, pipeline: Self.pipeline()))
        var other = key
        for change in [
            { (key: inout PoseCacheKey) in key.models += "," },
            { $0.runtime = "2025.0.0" },
            { $0.code = String(repeating: "0", count: 64) },
            { $0.instructionSets = "avx2;cap=none" },
        ] {
            other = key
            change(&other)
            #expect(other.digest != key.digest)
        }
        #expect(key.models.contains(PoseModelFiles.digestsByRole["landmarks"]!))
        #expect(key.runtime == InferenceCore.version)
    }

    @Test func aRecordingOrAnotherEstimatorHasNoKey() {
        #expect(PoseCacheKey(videoSHA256: Self.video, pipeline: Self.pipeline { $0.source.scheme = .recording }) == nil)
        #expect(PoseCacheKey(videoSHA256: Self.video, pipeline: Self.pipeline {
            $0.estimator = PoseEstimatorFactory { _ in throw CancellationError() }
        }) == nil)
    }
}

/// The digest of the code that produces poses, as the build made it.
struct PoseCodeDigestTests {
    @Test func itCoversFramesPosesAndThePoseTypesButNotTheEngine() {
        let files = Set(PoseCodeDigest.files)
        for covered in [
            "Sources/KinesiaPose/BlazePose/BlazePoseEstimator.swift", "Sources/KinesiaPose/FramePoseProvider.swift",
            "Sources/KinesiaMedia/FileFrameSource.swift", "Sources/KinesiaMedia/YUV420Converter.swift",
            "Sources/COpenVINO/shim.h", "Sources/CFFmpeg/module.modulemap",
            "Sources/KinesiaMotion/Pose.swift", "Sources/KinesiaMotion/PosePoint.swift", "Sources/KinesiaMotion/Joint.swift",
        ] {
            #expect(files.contains(covered), "\(covered) is not in the digest")
        }
        for engine in [
            "Sources/KinesiaMotion/ExerciseLibrary.swift", "Sources/KinesiaMotion/RepEngine.swift", "Sources/KinesiaMotion/SideMeter.swift",
            "Sources/KinesiaMotion/Smoothing.swift", "Sources/KinesiaMotion/MotionSession.swift",
        ] {
            #expect(!files.contains(engine), "\(engine) is in the digest: an engine change would miss the cache")
        }
        #expect(PoseCodeDigest.sha256.count == 64)
    }
}
