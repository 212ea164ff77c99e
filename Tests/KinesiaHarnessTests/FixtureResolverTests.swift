import Foundation
import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import KinesiaSupport
import Testing

/// A manifest with one fixture per root situation; fixture k's source is on line 11 + 5k.
private struct ResolutionScenario {
    let sandbox: ManifestSandbox
    let recordingSHA: String
    let videoSHA: String
    let sourceLines: [String]
    let manifest: Manifest

    init(sources: [String]) throws {
        sandbox = try ManifestSandbox()
        recordingSHA = SHA256.hex(of: Array("{\"frames\": []}".utf8))
        videoSHA = SHA256.hex(of: Array("not really a video".utf8))
        try sandbox.write("fixtures/a.json", "{\"frames\": []}")
        try sandbox.write("fixtures/b.json", "{\"frames\": [ ]}")
        try sandbox.write("external/v.mp4", "not really a video")
        sourceLines = sources.map { "    source: {\($0)}" }
        var yaml = """
            version: 1
            fixtureRoots:
              local: fixtures
              external:
                env: KINESIA_EXTERNAL
                whenMissing: skip
              required:
                env: KINESIA_REQUIRED
            fixtures:

            """
        for (index, line) in sourceLines.enumerated() {
            yaml += "  - id: f\(index)\n\(line)\n    exercise: squat\n    side: left\n    labels: {reps: 1}\n"
        }
        yaml = yaml.replacingOccurrences(of: "SHA_A", with: recordingSHA).replacingOccurrences(of: "SHA_V", with: videoSHA)
        let result = try sandbox.load(yaml)
        try #require(result.errors == [])
        manifest = result.manifest
    }

    /// `file:line:column` of the value after `key: ` in fixture `index`'s source line.
    func place(fixture index: Int, after key: String) -> String {
        let line = sourceLines[index].replacingOccurrences(of: "SHA_A", with: recordingSHA)
            .replacingOccurrences(of: "SHA_V", with: videoSHA)
        let column = line.range(of: key + ": ")!.upperBound.utf16Offset(in: line) + 1
        return "\(sandbox.manifestPath):\(11 + 5 * index):\(column)"
    }

    func resolve(environment: [String: String] = [:], overrides: [String: String] = [:]) -> ResolvedManifest {
        FixtureResolver(environment: environment, rootOverrides: overrides, workingDirectory: sandbox.folder).resolve(manifest)
    }
}

@Test func presentFilesWithMatchingChecksumsResolveToAbsolutePaths() throws {
    let scenario = try ResolutionScenario(sources: [
        "recording: a.json, root: local, sha256: SHA_A",
        "video: v.mp4, root: external, sha256: SHA_V",
    ])
    let resolved = scenario.resolve(environment: ["KINESIA_EXTERNAL": "external"])
    #expect(resolved.errors == [])
    #expect(resolved.skipped == [])
    #expect(resolved.fixtures.map(\.sourcePath) == [
        scenario.sandbox.folder + "/fixtures/a.json", scenario.sandbox.folder + "/external/v.mp4",
    ])
}

@Test func missingFilesAndChecksumMismatchesFailTheirFixtureOnly() throws {
    let scenario = try ResolutionScenario(sources: [
        "recording: a.json, root: local, sha256: SHA_A",
        "recording: nothing.json, root: local, sha256: SHA_A",
        "recording: b.json, root: local, sha256: SHA_A",
    ])
    let resolved = scenario.resolve()
    let folder = scenario.sandbox.folder
    let actual = SHA256.hex(of: Array("{\"frames\": [ ]}".utf8))
    #expect(resolved.errors.map(\.description) == [
        "\(scenario.place(fixture: 1, after: "recording")): `nothing.json` is not a file in fixture root `local` (\(folder)/fixtures)",
        "\(scenario.place(fixture: 2, after: "sha256")): sha256 mismatch for `b.json`: the manifest says \(scenario.recordingSHA), the file has \(actual)",
    ])
    #expect(resolved.fixtures.map(\.fixture.id) == ["f0"])
}

@Test func aMissingRootFailsItsFixturesUnlessTheManifestAllowsSkipping() throws {
    let scenario = try ResolutionScenario(sources: [
        "video: v.mp4, root: external, sha256: SHA_V",
        "video: v.mp4, root: required, sha256: SHA_V",
    ])
    let unset = scenario.resolve()
    #expect(unset.skipped.map(\.reason) == [
        "fixture root `external` is unavailable: $KINESIA_EXTERNAL is not set and the root has no `path`",
    ])
    #expect(unset.errors.map(\.description) == [
        "\(scenario.place(fixture: 1, after: "video")): fixture root `required` is unavailable: $KINESIA_REQUIRED is not set and the root has no `path`",
    ])
    #expect(unset.fixtures == [])

    let absent = scenario.resolve(environment: ["KINESIA_EXTERNAL": "nowhere", "KINESIA_REQUIRED": "/nonexistent-kinesia-root"])
    #expect(absent.skipped.map(\.reason) == [
        "fixture root `external` is unavailable: folder \(scenario.sandbox.folder)/nowhere (from $KINESIA_EXTERNAL) does not exist",
    ])
    #expect(absent.errors.map(\.description) == [
        "\(scenario.place(fixture: 1, after: "video")): fixture root `required` is unavailable: folder /nonexistent-kinesia-root (from $KINESIA_REQUIRED) does not exist",
    ])
}

@Test func aCommandLineOverrideWinsOverTheEnvironment() throws {
    let scenario = try ResolutionScenario(sources: ["video: v.mp4, root: required, sha256: SHA_V"])
    let resolved = scenario.resolve(
        environment: ["KINESIA_REQUIRED": "/nonexistent-kinesia-root"], overrides: ["required": "external", "requird": "x"])
    #expect(resolved.fixtures.map(\.sourcePath) == [scenario.sandbox.folder + "/external/v.mp4"])
    #expect(resolved.errors.map(\.description) == [
        "\(scenario.sandbox.manifestPath): the root override names `requird`, which the manifest does not define; did you mean `required`?",
    ])
}

@Test func keypointRecordingsAndBaselinesAreCheckedToo() throws {
    let sandbox = try ManifestSandbox()
    let sha = SHA256.hex(of: Array("{}".utf8))
    try sandbox.write("fixtures/a.json", "{}")
    try sandbox.write("baselines/a.json", "{}")
    let result = try sandbox.load("""
        version: 1
        fixtureRoots: {local: fixtures}
        defaults: {root: local}
        fixtures:
          - id: labelled
            source: {recording: a.json, sha256: \(sha)}
            exercise: squat
            side: left
            labels: {reps: 1, keypoints: {recording: a.json, sha256: \(sha)}}
            tolerances: {baseline: baselines/a.json}
          - id: broken
            source: {recording: a.json, sha256: \(sha)}
            exercise: squat
            side: left
            labels: {reps: 1, keypoints: {recording: gone.json, sha256: \(sha)}}
            tolerances: {baseline: baselines/gone.json}
        """)
    try #require(result.errors == [])
    let resolved = FixtureResolver(environment: [:], workingDirectory: "/").resolve(result.manifest)
    #expect(resolved.fixtures == [ResolvedFixture(
        fixture: result.manifest.fixtures[0], sourcePath: sandbox.folder + "/fixtures/a.json",
        keypointRecordingPath: sandbox.folder + "/fixtures/a.json", baselinePath: sandbox.folder + "/baselines/a.json")])
    #expect(resolved.errors.map(\.description) == [
        "\(sandbox.manifestPath):15:46: `gone.json` is not a file in fixture root `local` (\(sandbox.folder)/fixtures)",
        "\(sandbox.manifestPath):16:28: baseline file \(sandbox.folder)/baselines/gone.json cannot be read: no such file",
    ])
}
