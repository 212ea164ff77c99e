import Foundation

/// What a CI system tells the tools through environment variables, read in one place. Variables
/// set to the empty string count as unset, as the fixture roots read theirs.
package struct CIEnvironment: Sendable {
    package var variables: [String: String]

    package init(_ variables: [String: String] = ProcessInfo.processInfo.environment) {
        self.variables = variables
    }

    private func value(_ name: String) -> String? { variables[name].flatMap { $0.isEmpty ? nil : $0 } }

    /// `CI`, which CI systems set: a run that nobody reviews.
    package var ci: String? { value("CI") }

    /// Baselines are written only by a run a person reviews, so a write under CI is refused;
    /// `what` names the write (`--write`, `--keypoints`) and the message says what to do instead.
    package func refuseBaselineWrite(_ what: String, instead: String) throws(CIRefusal) {
        if let ci { throw CIRefusal(message: "\(what) writes a baseline, which is refused when CI is set (CI=\(ci)): \(instead)") }
    }

    /// Bazel's `XML_OUTPUT_FILE`: where JUnit XML goes when no `--junit` is given.
    package var junitPath: String? { value("XML_OUTPUT_FILE") }
    /// Bazel's `TEST_SHARD_STATUS_FILE`: touched to say the run honours sharding.
    package var shardStatusFile: String? { value("TEST_SHARD_STATUS_FILE") }
    /// `GITHUB_ACTIONS=true`: failures are also printed as annotations at their manifest lines.
    package var annotatesGitHub: Bool { variables["GITHUB_ACTIONS"] == "true" }
    /// `GITHUB_STEP_SUMMARY`: the job summary file a Markdown summary is appended to.
    package var stepSummaryPath: String? { value("GITHUB_STEP_SUMMARY") }
}

/// A write CI may not make, and what to do instead.
package struct CIRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
