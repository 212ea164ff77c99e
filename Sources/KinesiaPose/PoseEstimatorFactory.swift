import Foundation
import KinesiaMedia

/// How a pose provider gets an estimator for each stream it opens: BlazePose with these
/// options and models (every shipping path), or another estimator — a test's fake, which
/// proves plumbing without running a model.
public struct PoseEstimatorFactory: Sendable {
    public var options: PoseEstimatorOptions
    public var models: PoseModelFiles
    /// Where BlazePose's compiled models are kept between processes; nil compiles afresh.
    package var modelCache: CompiledModelCache?
    private let custom: (@Sendable (PoseEstimatorOptions) throws -> any PoseEstimator)?

    /// BlazePose.
    public init(
        options: PoseEstimatorOptions = PoseEstimatorOptions(), models: PoseModelFiles = PoseModelFiles(),
        modelCache: CompiledModelCache? = .standard
    ) {
        self.options = options
        self.models = models
        self.modelCache = modelCache
        custom = nil
    }

    /// Any other estimator, made from the options.
    public init(options: PoseEstimatorOptions = PoseEstimatorOptions(), _ make: @escaping @Sendable (PoseEstimatorOptions) throws -> any PoseEstimator) {
        self.options = options
        models = PoseModelFiles()
        modelCache = nil
        custom = make
    }

    /// Whether this makes the shipping BlazePose estimator.
    package var isBlazePose: Bool { custom == nil }

    /// A fresh estimator for one stream.
    package func makeEstimator() throws -> any PoseEstimator {
        if let custom { return try custom(options) }
        return try makeBlazePose()
    }

    /// BlazePose with these options and models, whatever `makeEstimator()` makes: for a
    /// benchmark that reads its counters.
    public func makeBlazePose() throws -> BlazePoseEstimator {
        try BlazePoseEstimator(models: models, threads: options.threads, smoothing: options.smoothing, tracking: !options.detectsEveryFrame,
            cropSamplingShift: options.cropSamplingShift, landmarks: options.landmarks, cache: modelCache)
    }

    /// Fails now, naming the file, if BlazePose's models are missing or altered.
    package func verify() throws {
        if custom == nil { try models.verify() }
    }
}
