import Foundation
import KinesiaMotion
import KinesiaReports
import KinesiaResults
import KinesiaSupport

/// Where `kinesia run` writes its results files: results.json and JUnit XML, each through
/// `OutputFile` (atomic, into the target's real folder, never over a non-regular file or
/// one of the run's manifests). The same for a finished run and an interrupted one.
struct RunOutputs: Sendable {
    var json: String?
    var junit: String?
    /// The run's inputs, never overwritten by an output.
    var inputs: [URL]

    /// Refuses a target that could not be written, before anything runs.
    func check() throws {
        for path in [json, junit].compactMap({ $0 }) { try OutputFile.check(URL(fileURLWithPath: path), sparing: inputs) }
    }

    func write(_ results: RunResults) throws {
        if let json { try results.write(to: URL(fileURLWithPath: json), sparing: inputs) }
        if let junit { try OutputFile.write(JUnitReport.xml(results), to: URL(fileURLWithPath: junit), sparing: inputs) }
    }
}
