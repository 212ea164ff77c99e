import Foundation
import KinesiaHarness
import KinesiaManifest
import KinesiaResults

/// One fixture of a manifest as a test case: an app's test target turns its manifests into
/// parameterized tests, each fixture run through Kinesia's shipping pipeline exactly as
/// `kinesia run` runs it, failing with the fixture's own messages at the manifest's line.
///
/// ```swift
/// import KinesiaTesting
/// import Testing
///
/// @Test(arguments: ManifestFixture.all(in: "Fixtures/squats.yaml"))
/// func fixture(_ fixture: ManifestFixture) async { await fixture.check() }
/// ```
public struct ManifestFixture: Sendable {
    /// The fixture id, or the manifest's name when the manifest itself cannot be used.
    public let id: String
    /// The manifest and the place the fixture starts in it (1-based).
    public let manifest: String
    public let line: Int
    public let column: Int
    private let content: Content

    private enum Content: Sendable {
        case fixture(PlannedFixture)
        /// A manifest or selection error: the case fails with it, so a broken manifest is a
        /// failing test rather than a suite with nothing in it.
        case error(String)
    }

    /// Every fixture of the manifests, in manifest order; ids matching any of `filter`'s globs
    /// (`*`, `?`) when it is not empty. Relative paths are taken from the working directory
    /// (the package's folder under `swift test`), as are the manifests' relative roots.
    public static func all(in manifests: String..., filter: [String] = []) -> [ManifestFixture] {
        all(in: manifests, filter: filter)
    }

    public static func all(in manifests: [String], filter: [String] = []) -> [ManifestFixture] {
        let directory = FileManager.default.currentDirectoryPath
        let resolver = FixtureResolver(environment: ProcessInfo.processInfo.environment, workingDirectory: directory)
        let selection = FixtureSelection(patterns: filter.map(IDPattern.init))
        let plan = RunPlanner(resolver: resolver, defersFileChecks: true).plan(manifests: manifests, selection: selection)
        let errors = plan.errors.map { error in
            let file = error.file ?? manifests.first ?? ""
            return ManifestFixture(
                id: URL(fileURLWithPath: file).lastPathComponent, manifest: file, line: error.line ?? 1, column: error.column ?? 1,
                content: .error(error.description))
        }
        return errors + plan.fixtures.map { planned in
            ManifestFixture(id: planned.fixture.id, manifest: planned.manifest, line: planned.fixture.mark.line, column: planned.fixture.mark.column, content: .fixture(planned))
        }
    }

    /// Runs the fixture (its runs, the determinism check, every comparison) and returns its
    /// result; a manifest error comes back as a result with status `error`.
    public func run() async -> FixtureResult {
        switch content {
        case .fixture(let planned):
            return await HarnessRunner(jobs: 1).run([planned]).first!
        case .error(let message):
            return FixtureResult(
                id: id, manifest: manifest, line: line, column: column, order: 0, exercise: "", source: nil, tags: [],
                status: .error, failures: [FixtureFailure(.setup, message)])
        }
    }

    /// Each failure as `manifest:line:column: id: message`, as an editor or `XCTFail` shows it;
    /// empty when the fixture passed, or is quarantined or skipped as its manifest says.
    public static func failures(of result: FixtureResult) -> [String] {
        guard result.status == .failed || result.status == .error else { return [] }
        return result.failures.map { "\(result.manifest):\(result.line):\(result.column): \(result.id): \($0)" }
    }
}
