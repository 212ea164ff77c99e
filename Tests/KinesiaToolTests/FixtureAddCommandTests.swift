import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaSupport
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// `kinesia fixture add` end to end: a file becomes a fixture the runner then runs, the
/// manifest's earlier bytes untouched; refusals leave the manifest as it was.
struct FixtureAddCommandTests {
    /// A manifest with comments, blank lines and flow and block styles, holding one synthetic
    /// squat recording, in `directory` (its `here` root).
    func manifest(in directory: URL) throws -> (url: URL, text: String) {
        let poses = SyntheticSession(motion: .squat, reps: 3, repDuration: 2).poses()
        let recording = directory.appendingPathComponent("squats.json")
        try Recording(source: RecordingProvenance(kind: "synthetic", width: 640, height: 480), poses: poses).write(to: recording)
        let text = """
        # A scratch manifest: the comments and spacing must survive an added fixture.
        version: 1

        fixtureRoots:
          here: .        # this folder
          elsewhere: {path: nowhere, whenMissing: skip}

        fixtures:
          # Three synthetic squats.
          - id: squats
            source: {recording: squats.json, root: here, sha256: \(try SHA256.hex(ofFileAt: recording.path))}
            exercise: squat
            side: visible
            labels:
              reps: 3   # every one complete
        # The end.
        """
        let url = directory.appendingPathComponent("manifest.yaml")
        try Data(text.utf8).write(to: url)
        return (url, text)
    }

    func manifestText(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test(.tags(.process), .timeLimit(.minutes(10)), .needsSharedData)
    func aVideoAddedToAManifestRunsAndPassesInTheGate() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (manifest, before) = try manifest(in: directory)
        let video = try GeneratedVideo.squatClip(frames: 65, scaledToWidth: 360, in: directory)
        let sheet = directory.appendingPathComponent("sheet.png")
        let added = try KinesiaProcess.run([
            "fixture", "add", video.path, "--exercise", "squat", "--reps", "2", "--times", "2.0,6.8", "--unfinished", "1",
            "--id", "squat-clip", "--manifest", manifest.path, "--camera", "angle=diagonal,height=waist", "--tags", "real,short",
            "--contact-sheet", sheet.path,
        ])
        #expect(added.status == 0, "\(added.output)\(added.errors)")
        #expect(added.output.contains("squat-clip: counted 2 reps, labelled 2 (aligned by peak time)"), "\(added.output)")
        #expect(!added.output.contains("warning"), "\(added.output)")
        let after = try manifestText(manifest)
        #expect(after.hasPrefix(before), "the manifest's earlier bytes changed:\n\(after)")
        let appended = String(after.dropFirst(before.count))
        #expect(appended.contains("  - id: squat-clip\n    source:\n      video: \(video.lastPathComponent)\n      root: here\n"), "\(appended)")
        #expect(appended.contains("    labels:\n      reps: 2\n      times: [2.0, 6.8]\n      unfinished: 1\n"), "\(appended)")
        // A video is filmed footage unless --footage says otherwise.
        #expect(appended.contains("    camera: {angle: diagonal, height: waist, mirrored: false}\n    footage: filmed\n    tags: [real, short]\n"), "\(appended)")
        // The contact sheet: one 360×640 frame per counted rep, side by side.
        let frames = try FileFrameSource(url: sheet).frames(nearest: [0])
        #expect(frames.map { [$0.image.width, $0.image.height] } == [[720, 640]])

        let run = try KinesiaProcess.run(["run", manifest.path, "--filter", "squat-clip"])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("PASS squat-clip"), "\(run.output)")
        let everything = try KinesiaProcess.run(["run", manifest.path])
        #expect(everything.output.contains("2 fixtures: 2 passed"), "\(everything.output)")
    }

    /// Labels the pipeline disagrees with are added with a warning naming the missed rep by
    /// time; under --require-match they exit 1 and add nothing.
    @Test(.tags(.process), .timeLimit(.minutes(10))) func aDisagreementIsAWarningOrUnderRequireMatchARefusal() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (manifest, before) = try manifest(in: directory)
        let session = SyntheticSession(motion: .squat, reps: 2, repDuration: 2)
        let recording = directory.appendingPathComponent("two.json")
        try Recording(source: RecordingProvenance(kind: "synthetic"), poses: session.poses()).write(to: recording)
        let labelled = session.peakTimes + [session.peakTimes.last! + 3]
        let arguments = [
            "fixture", "add", recording.path, "--exercise", "squat", "--reps", "3",
            "--times", labelled.map { String($0) }.joined(separator: ","), "--manifest", manifest.path,
        ]
        let strict = try KinesiaProcess.run(arguments + ["--require-match"])
        #expect(strict.status == 1, "\(strict.output)\(strict.errors)")
        #expect(strict.output.contains("missed: the labelled rep at \(labelled[2]) s was not counted"), "\(strict.output)")
        #expect(try manifestText(manifest) == before)

        let lenient = try KinesiaProcess.run(arguments)
        #expect(lenient.status == 0, "\(lenient.output)\(lenient.errors)")
        #expect(lenient.output.contains("warning: two: the pipeline disagrees with the labels"), "\(lenient.output)")
        #expect(try manifestText(manifest).hasPrefix(before))
        #expect(try manifestText(manifest).contains("- id: two\n"))
    }

    /// A duplicate id (a free one suggested), a file outside every root and a file that is not
    /// a video are refused, naming the file, and the manifest is left byte for byte.
    @Test(.tags(.process), .timeLimit(.minutes(10))) func refusalsLeaveTheManifestAsItWas() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (manifest, before) = try manifest(in: directory)
        let outside = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        let stray = outside.appendingPathComponent("squats.json")
        try FileManager.default.copyItem(at: directory.appendingPathComponent("squats.json"), to: stray)
        let notVideo = directory.appendingPathComponent("notes.mp4")
        try Data("not a video\n".utf8).write(to: notVideo)
        let refusals: [(file: String, id: String?, message: String)] = [
            (directory.appendingPathComponent("squats.json").path, nil, "fixture id squats is already in \(manifest.path); --id squats-2 is free"),
            (stray.path, "stray", "\(stray.path) is not under any fixture root of \(manifest.path) (`here` → "),
            (notVideo.path, "notes", "\(notVideo.path): cannot read as video"),
        ]
        for refusal in refusals {
            let result = try KinesiaProcess.run(
                ["fixture", "add", refusal.file, "--exercise", "squat", "--reps", "3", "--manifest", manifest.path]
                    + (refusal.id.map { ["--id", $0] } ?? []))
            #expect(result.status == 2, "\(refusal.file): \(result.output)\(result.errors)")
            #expect(result.errors.contains(refusal.message), "\(result.errors)")
            #expect(try manifestText(manifest) == before)
        }
    }
}
