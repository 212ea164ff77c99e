import Foundation
import KinesiaMedia
import KinesiaPose
import KinesiaSupport

/// Everything that decides a video's poses, as one digest: the cache entry holding those
/// poses is named by it, so an entry can only ever be found by the inputs that made it.
///
/// Each part is a line of `text`, in a fixed order: the video's bytes (the manifest's
/// sha256, checked when the fixture was resolved), the models' bytes, the runtime's build,
/// the instruction sets OpenVINO may pick kernels from (the CPU's, as `ONEDNN_MAX_CPU_ISA`
/// caps them), every frame-source and estimator option as Swift spells the whole value (so an
/// option added later is in the key without anyone remembering to add it), and the digest of
/// the code that produces poses, made at build time (`PoseCodeDigest`).
package struct PoseCacheKey: Sendable, Hashable, CustomStringConvertible {
    /// Raised whenever an entry's layout changes: old entries then miss.
    static let formatVersion = 1

    package var video: String
    package var models: String
    package var runtime: String
    package var instructionSets: String
    package var sourceOptions: String
    package var estimatorOptions: String
    package var code: String

    /// The key of a video's poses estimated with these options; nil when another estimator than
    /// BlazePose makes them, which options do not describe.
    package init?(
        videoSHA256: String, source: FrameSourceOptions, estimator: PoseEstimatorFactory,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        guard estimator.isBlazePose else { return nil }
        self.init(
            video: videoSHA256,
            models: PoseModelFiles.digestsText,
            runtime: InferenceCore.version,
            instructionSets: Self.instructionSets(environment: environment),
            sourceOptions: String(describing: source),
            estimatorOptions: String(describing: estimator.options),
            code: PoseCodeDigest.sha256)
    }

    package init(
        video: String, models: String, runtime: String, instructionSets: String, sourceOptions: String, estimatorOptions: String,
        code: String
    ) {
        self.video = video
        self.models = models
        self.runtime = runtime
        self.instructionSets = instructionSets
        self.sourceOptions = sourceOptions
        self.estimatorOptions = estimatorOptions
        self.code = code
    }

    /// One line per part, named: what the digest is taken over, and what a miss can be
    /// explained by.
    package var text: String {
        [
            "format=\(Self.formatVersion)", "video=\(video)", "models=\(models)", "runtime=\(runtime)",
            "instruction-sets=\(instructionSets)", "source=\(sourceOptions)", "estimator=\(estimatorOptions)", "code=\(code)",
        ].joined(separator: "\n")
    }

    /// Hex SHA-256 of `text`: the entry's file name.
    package var digest: String { SHA256.hex(of: Array(text.utf8)) }

    package var description: String { digest }

    /// The instruction-set flags the CPU reports, and the cap the environment puts on them.
    static func instructionSets(environment: [String: String]) -> String {
        let flags = BaselineProvenance.cpu().instructionSets.joined(separator: ",")
        return "\(flags);cap=\(environment[CompiledModelCache.instructionSetCap] ?? "none")"
    }
}
