import Foundation
import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import KinesiaSupport

// Writes the synthetic corpus (corpus/recordings, corpus/truth) and manifests/ci.yaml.
// Every fixture is checked before it is written: the engine must count exactly what the
// fixture was designed to show, or nothing is written.

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var failures: [String] = []
var entries: [Fixture] = []
/// The manifest's default root, which the corpus's entries are written without.
let corpusRoot = "corpus"

func write(_ poses: [Pose], to relative: String, source: RecordingProvenance) throws -> String {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Recording(source: source, poses: poses).write(to: url)
    return SHA256.hex(of: try Data(contentsOf: url))
}

for fixture in Corpus.fixtures {
    let poses = fixture.poses
    let delivered = fixture.session.mirrored ? poses.map { $0.mirrored() } : poses
    var engine = RepEngine(definition: fixture.exercise, side: fixture.side)
    for pose in delivered { _ = engine.process(pose) }
    _ = engine.finish()
    let expected = fixture.expectedReps ?? fixture.session.peaks.count
    guard engine.count == expected, engine.unfinishedCount == fixture.unfinished else {
        failures.append("\(fixture.id): counted \(engine.count) reps and \(engine.unfinishedCount) unfinished, designed \(expected) and \(fixture.unfinished)")
        continue
    }
    let camera = fixture.session.camera
    let source = RecordingProvenance(
        kind: "synthetic", width: 1280, height: Int((1280 / camera.aspectRatio).rounded()),
        // The module's name when the corpus was first written (the sessions are KinesiaSynthetic's
        // now), kept so the recordings' bytes and sha256s stay as pinned.
        model: "KinesiaTestSupport \(fixture.session.motion.exercise) yaw \(camera.yaw)° height \(camera.height) m",
        mirrored: fixture.session.mirrored)
    let path = "recordings/\(fixture.id).json"
    let sha = try write(poses, to: "corpus/" + path, source: source)
    var keypoints: FixtureFile?
    if fixture.keypointTruth {
        var truthSource = source
        truthSource[.kind] = "synthetic ground truth"
        let truthPath = "truth/\(fixture.id).json"
        keypoints = FixtureFile(root: corpusRoot, path: truthPath, sha256: try write(fixture.truth, to: "corpus/" + truthPath, source: truthSource))
    }
    entries.append(Fixture(
        comments: [fixture.notes], id: fixture.id, source: FixtureSource(kind: .recording, file: FixtureFile(root: corpusRoot, path: path, sha256: sha)),
        exercise: fixture.exercise, side: fixture.side ?? fixture.exercise.defaultSide, camera: fixture.camera, footage: .synthetic,
        tags: fixture.tags,
        labels: Labels(reps: expected, times: fixture.labelledTimes, unfinished: fixture.unfinished, keypoints: keypoints.map(KeypointLabels.recording)),
        // Calibrated by `kinesia calibrate manifests/ci.yaml --write` (manifests/BASELINES.md).
        tolerances: Tolerances(
            repTime: fixture.repTimeTolerance ?? Tolerances.defaultRepTime,
            keypoints: fixture.keypointTruth ? .baseline(path: BaselineLocation.relative(id: fixture.id), mark: .unwritten) : nil)))
    print("\(fixture.id): \(expected) reps, \(fixture.unfinished) unfinished, \(poses.count) poses")
}

guard failures.isEmpty else {
    for failure in failures { FileHandle.standardError.write(Data("make-corpus: \(failure)\n".utf8)) }
    exit(1)
}

/// A data file under Tools/, put into a manifest as it is.
func data(_ name: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent("Tools/" + name), encoding: .utf8)
}

let sharedRoot = ManifestHead.Root(name: "shared", environmentVariable: "KINESIA_SHARED_DATA", path: "../../shared/data")
let derivedRoot = ManifestHead.Root(
    name: "derived", comments: ["Fixtures derived from the shared data by scripts/derive-fixtures.sh (run by scripts/setup.sh)."],
    path: "../.fixtures/derived")
func renderedRoot(renderedBy: String) -> ManifestHead.Root {
    ManifestHead.Root(
        name: "rendered",
        comments: ["Videos rendered by scripts/render-fixtures (run by \(renderedBy)), pinned in Tools/rendered-fixtures.pins."],
        path: "../.fixtures/rendered")
}

let ciHead = ManifestHead(
    comments: [
        "The pull-request gate: `kinesia run manifests/ci.yaml`.",
        "Written by scripts/make-corpus from Tools/CorpusBuilder (synthetic recordings) and",
        "Tools/real-fixtures.yaml (real videos under the shared data folder) and",
        "Tools/rendered-fixtures.yaml (videos scripts/render-fixtures renders) and",
        "Tools/mocap-fixtures.yaml (motion-capture recordings scripts/derive-mocap makes);",
        "edit those, not this file.",
    ],
    roots: [ManifestHead.Root(name: corpusRoot, path: "../corpus"), sharedRoot, derivedRoot, renderedRoot(renderedBy: "scripts/derive-fixtures.sh")],
    defaults: ManifestHead.Defaults(root: corpusRoot, runs: 2))
let manifest = ciHead.yaml + Fixture.yaml(entries, listIndent: "  ", defaultRoot: corpusRoot)
    + (try ["real-fixtures.yaml", "rendered-fixtures.yaml", "mocap-fixtures.yaml"].map { "\n" + (try data($0)) }.joined())
try manifest.write(to: root.appendingPathComponent("manifests/ci.yaml"), atomically: true, encoding: .utf8)

let nightlyHead = ManifestHead(
    comments: [
        "The nightly accuracy run: scripts/nightly runs `kinesia run manifests/ci.yaml manifests/nightly.yaml`,",
        "so the nightly is everything in the pull-request gate plus the slower fixtures below (more runs,",
        "more variants of the real videos, every motion-capture camera the gate leaves out).",
        "Written by scripts/make-corpus from Tools/nightly-fixtures.yaml, Tools/rendered-nightly-fixtures.yaml",
        "and Tools/mocap-nightly-fixtures.yaml;",
        "edit those, not this file.",
    ],
    roots: [
        sharedRoot, derivedRoot, renderedRoot(renderedBy: "scripts/setup.sh"),
        ManifestHead.Root(
            name: "mocap", comments: ["The motion-capture recordings scripts/derive-mocap makes for the nightly (run by scripts/setup.sh)."],
            path: "../.fixtures/mocap"),
    ],
    defaults: ManifestHead.Defaults(root: "shared", runs: 2))
let nightly = nightlyHead.yaml
    + (try data("nightly-fixtures.yaml"))
    + (try ["rendered-nightly-fixtures.yaml", "mocap-nightly-fixtures.yaml"].map { "\n" + (try data($0)) }.joined())
try nightly.write(to: root.appendingPathComponent("manifests/nightly.yaml"), atomically: true, encoding: .utf8)
print("wrote manifests/ci.yaml with \(entries.count) synthetic fixtures, and manifests/nightly.yaml")
