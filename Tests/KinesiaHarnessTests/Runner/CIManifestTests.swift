import Foundation
import KinesiaHarness
import KinesiaManifest
import Testing

/// The default manifest's recording fixtures, one Swift Testing case per fixture id, each
/// through the same runner `kinesia run` uses. Video fixtures are left to `kinesia run`:
/// they take minutes each.
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
    Issue.record("manifests/ci.yaml does not exist in this checkout: no default-manifest fixture ran")
}

@Test func theDefaultManifestLoadsWithoutErrors() throws {
    try #require(CIManifest.exists, "manifests/ci.yaml does not exist in this checkout")
    #expect(CIManifest.plan().errors.map(\.description) == [])
    #expect(!CIManifest.fixtureIDs.isEmpty)
}

@Test(arguments: CIManifest.fixtureIDs)
func defaultManifestFixture(_ id: String) async throws {
    let planned = try #require(CIManifest.plan().fixtures.first { $0.fixture.id == id })
    let result = await HarnessRunner(jobs: 1).run([planned])[0]
    #expect(result.status == .passed || result.status == .quarantined, "\(id): \(result.failures.messages.joined(separator: "; "))")
}
