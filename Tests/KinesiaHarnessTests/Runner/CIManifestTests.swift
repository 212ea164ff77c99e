import Foundation
import KinesiaHarness
import KinesiaManifest
import Testing

/// The default manifest, read as the gate reads it. Its fixtures are run by the gate itself
/// (`.ci/run`'s `kinesia run manifests/ci.yaml`, then `scripts/pr-gate`), never again here: these
/// tests only prove it loads and that its recording fixtures' files are found and checked.
enum CIManifest {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let path = repository.appendingPathComponent("manifests/ci.yaml").path
    static var exists: Bool { FileManager.default.fileExists(atPath: path) }

    static func plan() -> RunPlan {
        let selection = FixtureSelection(tags: [try! TagFilter("source=recording")])
        let resolver = FixtureResolver(environment: ProcessInfo.processInfo.environment, workingDirectory: repository.path)
        return RunPlanner(resolver: resolver).plan(manifests: [path], selection: selection)
    }

    /// Read at test discovery; empty when the manifest is absent (the test below says so).
    static let fixtureIDs: [String] = exists ? plan().fixtures.map(\.fixture.id) : []
}

@Test(.enabled(if: !CIManifest.exists, "manifests/ci.yaml exists"))
func theDefaultManifestIsMissing() {
    Issue.record("manifests/ci.yaml does not exist in this checkout: the default manifest was not checked")
}

@Test func theDefaultManifestLoadsWithoutErrors() throws {
    try #require(CIManifest.exists, "manifests/ci.yaml does not exist in this checkout")
    #expect(CIManifest.plan().errors.map(\.description) == [])
    #expect(!CIManifest.fixtureIDs.isEmpty)
}

/// Every recording fixture's files are found and match their sha256, without running it.
@Test func theDefaultManifestsRecordingsResolve() throws {
    try #require(CIManifest.exists, "manifests/ci.yaml does not exist in this checkout")
    for planned in CIManifest.plan().fixtures.map({ $0.resolvingFiles() }) {
        switch planned.readiness {
        case .ready, .skipped: break
        case .unresolved(let errors): Issue.record("\(planned.fixture.id): \(errors.map(\.description).joined(separator: "; "))")
        case .pending: Issue.record("\(planned.fixture.id): its files were left unresolved")
        }
    }
}
