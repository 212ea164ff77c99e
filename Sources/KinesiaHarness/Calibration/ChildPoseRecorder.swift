import Foundation
import KinesiaMedia

/// A video fixture's poses estimated by another `kinesia record` process, with environment
/// variables this process cannot change for itself once the runtime has loaded: oneDNN reads
/// `ONEDNN_MAX_CPU_ISA` once per process. Same source string, same estimator threads, so only
/// the environment differs from the pipeline's own run.
package struct ChildPoseRecorder: Sendable {
    /// The `kinesia` executable.
    package var executable: URL

    package init(executable: URL) { self.executable = executable }

    /// The recording written (a temporary file the caller removes).
    func record(_ pipeline: FixturePipeline, environment: [String: String]) throws(FixtureSetupError) -> URL {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-calibration-\(UUID().uuidString).json")
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "record", pipeline.source.description, "-o", output.path, "--estimator-threads", String(pipeline.estimator.options.threads),
        ]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { throw FixtureSetupError("cannot start \(executable.path): \(error)") }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let setting = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            let firstLines = message.split(separator: "\n").prefix(3).joined(separator: " ")
            throw FixtureSetupError("kinesia record under \(setting) failed: \(firstLines)")
        }
        return output
    }
}
