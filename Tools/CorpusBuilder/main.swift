import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaSupport
import KinesiaTestSupport

// Writes the synthetic corpus (corpus/recordings, corpus/truth) and manifests/ci.yaml.
// Every fixture is checked before it is written: the engine must count exactly what the
// fixture was designed to show, or nothing is written.

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var failures: [String] = []
var entries: [String] = []

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
        model: "KinesiaTestSupport \(fixture.session.motion.exercise) yaw \(camera.yaw)° height \(camera.height) m",
        mirrored: fixture.session.mirrored)
    let path = "recordings/\(fixture.id).json"
    let sha = try write(poses, to: "corpus/" + path, source: source)
    var yaml = """
      # \(fixture.notes)
      - id: \(fixture.id)
        source:
          recording: \(path)
          sha256: \(sha)
        exercise: \(fixture.exercise.name)
        side: \((fixture.side ?? fixture.exercise.defaultSide).rawValue)
        camera: {angle: \(fixture.angle), height: \(fixture.height), mirrored: \(fixture.session.mirrored)}
        footage: synthetic

    """
    if !fixture.tags.isEmpty { yaml += "    tags: [\(fixture.tags.joined(separator: ", "))]\n" }
    yaml += "    labels:\n      reps: \(expected)\n"
    yaml += "      times: [\(fixture.labelledTimes.map { String($0) }.joined(separator: ", "))]\n"
    if fixture.unfinished > 0 { yaml += "      unfinished: \(fixture.unfinished)\n" }
    if fixture.keypointTruth {
        var truthSource = source
        truthSource[.kind] = "synthetic ground truth"
        let truthPath = "truth/\(fixture.id).json"
        let truthSHA = try write(fixture.truth, to: "corpus/" + truthPath, source: truthSource)
        yaml += "      keypoints:\n        recording: \(truthPath)\n        sha256: \(truthSHA)\n"
    }
    var tolerances: [String] = []
    if let repTime = fixture.repTimeTolerance { tolerances.append("repTime: \(repTime)") }
    // Calibrated by `kinesia calibrate manifests/ci.yaml --write` (manifests/BASELINES.md).
    if fixture.keypointTruth { tolerances.append("baseline: baselines/\(fixture.id).json") }
    if !tolerances.isEmpty { yaml += "    tolerances:\n" + tolerances.map { "      \($0)\n" }.joined() }
    entries.append(yaml)
    print("\(fixture.id): \(expected) reps, \(fixture.unfinished) unfinished, \(poses.count) poses")
}

guard failures.isEmpty else {
    for failure in failures { FileHandle.standardError.write(Data("make-corpus: \(failure)\n".utf8)) }
    exit(1)
}

let manifest = """
# The pull-request gate: `kinesia run manifests/ci.yaml`.
# Written by scripts/make-corpus from Tools/CorpusBuilder (synthetic recordings) and
# Tools/real-fixtures.yaml (real videos under the shared data folder) and
# Tools/rendered-fixtures.yaml (videos scripts/render-fixtures renders) and
# Tools/mocap-fixtures.yaml (motion-capture recordings scripts/derive-mocap makes);
# edit those, not this file.
version: 1

fixtureRoots:
  corpus: ../corpus
  shared:
    env: KINESIA_SHARED_DATA
    path: ../../shared/data
  # Fixtures derived from the shared data by scripts/derive-fixtures.sh (run by scripts/setup.sh).
  derived: ../.fixtures/derived
  # Videos rendered by scripts/render-fixtures (run by scripts/derive-fixtures.sh), pinned in Tools/rendered-fixtures.pins.
  rendered: ../.fixtures/rendered

defaults:
  root: corpus
  runs: 2

fixtures:
\(entries.joined(separator: "\n"))
\(try String(contentsOf: root.appendingPathComponent("Tools/real-fixtures.yaml"), encoding: .utf8))
\(try String(contentsOf: root.appendingPathComponent("Tools/rendered-fixtures.yaml"), encoding: .utf8))
\(try String(contentsOf: root.appendingPathComponent("Tools/mocap-fixtures.yaml"), encoding: .utf8))
"""
try manifest.write(to: root.appendingPathComponent("manifests/ci.yaml"), atomically: true, encoding: .utf8)

let nightly = """
# The nightly accuracy run: scripts/nightly runs `kinesia run manifests/ci.yaml manifests/nightly.yaml`,
# so the nightly is everything in the pull-request gate plus the slower fixtures below (more runs,
# more variants of the real videos, every motion-capture camera the gate leaves out).
# Written by scripts/make-corpus from Tools/nightly-fixtures.yaml, Tools/rendered-nightly-fixtures.yaml
# and Tools/mocap-nightly-fixtures.yaml;
# edit those, not this file.
version: 1

fixtureRoots:
  shared:
    env: KINESIA_SHARED_DATA
    path: ../../shared/data
  # Fixtures derived from the shared data by scripts/derive-fixtures.sh (run by scripts/setup.sh).
  derived: ../.fixtures/derived
  # Videos rendered by scripts/render-fixtures (run by scripts/setup.sh), pinned in Tools/rendered-fixtures.pins.
  rendered: ../.fixtures/rendered
  # The motion-capture recordings scripts/derive-mocap makes for the nightly (run by scripts/setup.sh).
  mocap: ../.fixtures/mocap

defaults:
  root: shared
  runs: 2

fixtures:
\(try String(contentsOf: root.appendingPathComponent("Tools/nightly-fixtures.yaml"), encoding: .utf8))
\(try String(contentsOf: root.appendingPathComponent("Tools/rendered-nightly-fixtures.yaml"), encoding: .utf8))
\(try String(contentsOf: root.appendingPathComponent("Tools/mocap-nightly-fixtures.yaml"), encoding: .utf8))
"""
try nightly.write(to: root.appendingPathComponent("manifests/nightly.yaml"), atomically: true, encoding: .utf8)
print("wrote manifests/ci.yaml with \(entries.count) synthetic fixtures, and manifests/nightly.yaml")
