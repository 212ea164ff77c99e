import Foundation
import Synchronization

/// BlazePose's two models read, verified and compiled once: every estimator of the process
/// that runs them with the same thread count makes its own inference requests from these,
/// so a gate of many video fixtures compiles the models once rather than once per run.
/// Sharing changes no output: a request computes the same with a model compiled once or anew.
public final class CompiledPoseModels: Sendable {
    public let detector: CompiledModel
    public let landmarks: CompiledModel
    public let threads: Int

    /// Whether both models were imported from the cross-process cache, not compiled.
    package var loadedFromCache: Bool { detector.loadedFromCache && landmarks.loadedFromCache }

    /// Compiles both models now, after checking their sha256; with `cache`, imports them
    /// from blobs a previous process compiled for the same models, runtime and CPU.
    public init(models: PoseModelFiles, threads: Int, cache: CompiledModelCache? = nil) throws {
        try models.verify()
        let core = try InferenceCore()
        func compile(_ directory: URL?) throws -> (CompiledModel, CompiledModel) {
            (try core.compile(modelAt: models.detector.path, threads: threads, cacheDirectory: directory?.path),
             try core.compile(modelAt: models.landmarks.path, threads: threads, cacheDirectory: directory?.path))
        }
        (detector, landmarks) = try cache.map { try $0.compiling(models, threads: threads, compile) } ?? compile(nil)
        self.threads = threads
    }

    /// The models this process has compiled for `models` and `threads`, compiled now if it
    /// has not. The first caller compiles; others asking meanwhile wait for it.
    public static func shared(models: PoseModelFiles, threads: Int, cache: CompiledModelCache?) throws -> CompiledPoseModels {
        let key = Key(models: models, threads: threads)
        return try compiled.withLock { compiled in
            if let models = compiled[key] { return models }
            let fresh = try CompiledPoseModels(models: models, threads: threads, cache: cache)
            compiled[key] = fresh
            return fresh
        }
    }

    private struct Key: Hashable, Sendable {
        var models: PoseModelFiles
        var threads: Int
    }

    private static let compiled = Mutex<[Key: CompiledPoseModels]>([:])
}
