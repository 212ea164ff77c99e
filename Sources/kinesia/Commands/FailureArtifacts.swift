import Foundation
import KinesiaHarness
import KinesiaReports
import KinesiaResults

/// `kinesia run --artifacts DIR`: each failing fixture's page of the report, so a red pull
/// request shows why at a glance; the annotations and the step summary point at them.
enum FailureArtifacts {
    /// Returns each page's path as given on the command line, by fixture id.
    static func write(_ results: RunResults, to folder: String) throws -> [String: String] {
        let failing = results.fixtures.filter { $0.status.failsGate || ($0.status == .quarantined && !$0.failures.isEmpty) }
        guard !failing.isEmpty else { return [:] }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let pages = try AccuracyReport.writeFixturePages(failing, to: URL(fileURLWithPath: folder), painter: FocusFramePNG())
        return pages.mapValues { (folder as NSString).appendingPathComponent($0) }
    }
}
