import Foundation
import KinesiaSupport

/// Where and how a run happened, for reading results from another machine.
public struct RunEnvironment: Sendable, Hashable {
    /// The commit the tool was built from, when the environment says (`GITHUB_SHA`,
    /// `KINESIA_COMMIT`).
    package var commit: String?
    package var operatingSystem: String
    package var cpu: String
    public var cores: Int
    /// Fixtures run at once.
    package var jobs: Int
    /// Inference threads per model in each pipeline.
    package var estimatorThreads: Int

    public init(commit: String?, operatingSystem: String, cpu: String, cores: Int, jobs: Int, estimatorThreads: Int) {
        self.commit = commit
        self.operatingSystem = operatingSystem
        self.cpu = cpu
        self.cores = cores
        self.jobs = jobs
        self.estimatorThreads = estimatorThreads
    }

    /// This machine.
    public static func current(jobs: Int, estimatorThreads: Int, environment: [String: String]) -> RunEnvironment {
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        return RunEnvironment(
            commit: environment["KINESIA_COMMIT"] ?? environment["GITHUB_SHA"],
            operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString,
            cpu: model ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount, jobs: jobs,
            estimatorThreads: estimatorThreads)
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension RunEnvironment {
    var json: JSONValue {
        [
            "commit": JSONValue(commit), "os": .string(operatingSystem), "cpu": .string(cpu), "cores": .integer(cores),
            "jobs": .integer(jobs), "estimatorThreads": .integer(estimatorThreads),
        ]
    }

    static let jsonKeys: JSONKeys = ["commit", "os", "cpu", "cores", "jobs", "estimatorThreads"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            commit: try fields.optionalString("commit"), operatingSystem: try fields.string("os"), cpu: try fields.string("cpu"),
            cores: try fields.int("cores"), jobs: try fields.int("jobs"), estimatorThreads: try fields.int("estimatorThreads"))
    }
}
