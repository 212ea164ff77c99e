import Foundation
import KinesiaResults
import Testing

extension ManifestFixture: CustomTestStringConvertible {
    /// The case's name in test output: the fixture id.
    public var testDescription: String { id }
}

extension ManifestFixture {
    /// Runs the fixture and records each of its failures as an issue at the fixture's place in
    /// the manifest (`ci.yaml:41:5`), with the runner's own words: `missed reps at 14.2 s
    /// (counted 8 of 12)`, the joint and frame over tolerance. A quarantined fixture records
    /// nothing, as in the gate.
    @discardableResult
    public func check() async -> FixtureResult {
        let result = await run()
        guard result.status == .failed || result.status == .error else { return result }
        let place = SourceLocation(
            fileID: "KinesiaTesting/" + URL(fileURLWithPath: manifest).lastPathComponent, filePath: manifest, line: line, column: column)
        for failure in result.failures { Issue.record(Comment(rawValue: "\(id): \(failure)"), sourceLocation: place) }
        return result
    }
}
