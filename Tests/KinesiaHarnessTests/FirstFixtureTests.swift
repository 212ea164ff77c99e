import Foundation
import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import Testing

/// A user's first fixture: `kinesia fixture add` can start a manifest, and add to one that has
/// no fixtures yet, keeping every byte already written; `kinesia run` still refuses an empty one.
struct FirstFixtureTests {
    let sandbox: ManifestSandbox
    let vocabulary = ManifestSandbox.vocabulary

    init() throws { sandbox = try ManifestSandbox() }

    func entry(_ id: String, root: String) -> Fixture {
        Fixture(
            id: id, source: FixtureSource(kind: .recording, file: FixtureFile(root: root, path: "squats.json", sha256: String(repeating: "ab", count: 32))),
            exercise: ExerciseLibrary.squat, side: .left, footage: .filmed, labels: Labels(reps: 2, times: [1.5, 3.0]))
    }

    @Test func aNewManifestIsStartedWithTheClipsFolderAsItsRoot() throws {
        let path = sandbox.folder + "/manifests/mine.yaml"
        let appender = try ManifestAppend.starting(path: path, root: "clips", folder: sandbox.folder + "/clips", vocabulary: vocabulary)
        #expect(!FileManager.default.fileExists(atPath: path), "nothing is written before commit")
        let fixture = try appender.commit(entry("first", root: "clips"))
        #expect(fixture.id == "first" && fixture.labels.reps == 2)
        let loaded = try ManifestLoader(vocabulary: vocabulary).load(path: path)
        #expect(loaded.errors.isEmpty)
        #expect(loaded.manifest.fixtures.map(\.id) == ["first"])
        #expect(loaded.manifest.roots.map(\.name) == ["clips"] && loaded.manifest.roots.first?.path == "../clips")
        // A second start over it is refused: it exists now.
        #expect(throws: ManifestAppendError.self) { try ManifestAppend.starting(path: path, root: "clips", folder: sandbox.folder, vocabulary: vocabulary) }
    }

    @Test(arguments: [
        ("version: 1  # mine\nfixtureRoots:\n  here: .\n", "version: 1  # mine\nfixtureRoots:\n  here: .\n\nfixtures:\n"),
        ("version: 1\nfixtureRoots: {here: .}\nfixtures: []   # none yet\n", "version: 1\nfixtureRoots: {here: .}\nfixtures:    # none yet\n"),
        ("version: 1\nfixtureRoots: {here: .}\nfixtures:\n", "version: 1\nfixtureRoots: {here: .}\nfixtures:\n"),
    ])
    func aManifestWithoutFixturesTakesAFirstOne(before: String, prefix: String) throws {
        let path = try sandbox.write("manifest.yaml", before)
        // As a manifest to run, it is refused: it tests nothing.
        #expect(!(try ManifestLoader(vocabulary: vocabulary).load(path: path)).errors.isEmpty)
        try ManifestAppend(path: path, vocabulary: vocabulary).commit(entry("first", root: "here"))
        let after = try String(contentsOfFile: path, encoding: .utf8)
        #expect(after.hasPrefix(prefix), "\(after)")
        let loaded = try ManifestLoader(vocabulary: vocabulary).load(path: path)
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        #expect(loaded.manifest.fixtures.map(\.id) == ["first"])
        // The next one is a plain append: every byte kept.
        try ManifestAppend(path: path, vocabulary: vocabulary).commit(entry("second", root: "here"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix(after))
        #expect(try ManifestLoader(vocabulary: vocabulary).load(path: path).manifest.fixtures.map(\.id) == ["first", "second"])
    }

    @Test func aMissingManifestIsRefusedNamingHowToStartOne() throws {
        let path = sandbox.folder + "/missing.yaml"
        let error = try #require(throws: ManifestAppendError.self) { try ManifestAppend(path: path, vocabulary: vocabulary) }
        #expect(error.description.contains("--start NAME writes a new manifest"), "\(error)")
    }
}
