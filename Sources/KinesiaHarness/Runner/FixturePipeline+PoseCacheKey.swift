import Foundation

extension PoseCacheKey {
    /// The key of a pipeline's poses, as it will run (after any mutant or calibration change);
    /// nil when they cannot be cached: a recording has no estimated poses.
    package init?(
        videoSHA256: String, pipeline: FixturePipeline, environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        guard pipeline.isVideo else { return nil }
        self.init(videoSHA256: videoSHA256, source: pipeline.source.options, estimator: pipeline.estimator, environment: environment)
    }
}
