import Foundation
import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// `FixtureAddition` without a process: a recording becomes a fixture of a scratch manifest,
/// and every way it is not added leaves the manifest and the baselines as they were.
struct FixtureAdditionTests {
    let sandbox: RunnerSandbox
    let manifest: String
    /// Two synthetic squats, recorded as `two.json`, the recording each test adds.
    let session = SyntheticSession(motion: .squat, reps: 2, repDuration: 2)

    init() throws {
        sandbox = try RunnerSandbox()
        try sandbox.record("squats", SyntheticSession(motion: .squat, reps: 3, repDuration: 2).poses())
        try sandbox.record("two", session.poses())
        manifest = try sandbox.manifest([try sandbox.fixture("squats", recording: "squats", labels: "{reps: 3}")])
    }

    /// Calibrates without child processes, as a test process is not `kinesia`.
    func addition(environment: [String: String] = [:]) -> FixtureAddition {
        FixtureAddition(calibration: FixtureCalibration(calibrator: Calibrator(), command: "test"), environment: environment, workingDirectory: sandbox.folder)
    }

    func request(reps: Int = 2, keypoints: Bool = false, requireMatch: Bool = false) -> FixtureAdditionRequest {
        FixtureAdditionRequest(
            source: sandbox.folder + "/two.json", exercise: ExerciseLibrary.squat, reps: reps, times: reps == 2 ? session.peakTimes : nil,
            tags: ["short"], manifest: manifest, keypoints: keypoints ? sandbox.folder + "/two.json" : nil, requireMatch: requireMatch)
    }

    func manifestText() throws -> String { try String(contentsOfFile: manifest, encoding: .utf8) }
    var baseline: String { sandbox.folder + "/baselines/two.json" }

    @Test func aRecordingIsAddedAndReadsBackAsTheLastFixture() async throws {
        let before = try manifestText()
        var progress = ""
        let result = try await addition().add(request()) { progress += $0 }
        #expect(progress.contains("two: counted 2 reps, labelled 2 (aligned by peak time)"), "\(progress)")
        #expect(try manifestText().hasPrefix(before))
        let loaded = try ManifestLoader(vocabulary: .engine).load(path: manifest)
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        let added = try #require(loaded.manifest.fixtures.last)
        #expect(loaded.manifest.fixtures.map(\.id) == ["squats", "two"])
        #expect(result == .added(line: added.mark.line, agreesWithLabels: true), "\(progress)")
        #expect(added.source.file.path == "two.json" && added.source.kind == .recording)
        #expect(added.labels.reps == 2 && added.labels.times == session.peakTimes && added.tags == ["short"])
        #expect(added.tolerances.keypoints == nil, "no keypoint labels, no baseline")
    }

    /// Three reps labelled on two: refused under require-match, and calibration refuses it
    /// first when it has keypoint labels. Either way nothing is written.
    @Test(arguments: [(false, FixtureAdditionResult.disagreed), (true, .notCalibrated)])
    func aDisagreementUnderRequireMatchAddsNothingAndLeavesNoBaseline(keypoints: Bool, expected: FixtureAdditionResult) async throws {
        let before = try manifestText()
        var progress = ""
        let result = try await addition().add(request(reps: 3, keypoints: keypoints, requireMatch: true)) { progress += $0 }
        #expect(result == expected, "\(progress)")
        #expect(try manifestText() == before)
        #expect(!FileManager.default.fileExists(atPath: baseline))
    }

    /// The baseline is calibrated and written, then the manifest changes before the entry is
    /// appended: nothing is appended, the other change is kept, and the baseline is removed.
    @Test func aManifestChangedDuringTheAdditionIsNotAppendedToAndTheBaselineIsRemoved() async throws {
        let changed = try manifestText() + "# changed meanwhile\n"
        var progress = ""
        let error = await #expect(throws: ManifestAppendError.self) {
            try await addition().add(request(keypoints: true)) { text in
                progress += text
                if text.contains("counted 2 reps") { try? Data(changed.utf8).write(to: URL(fileURLWithPath: manifest)) }
            }
        }
        #expect(error?.description.contains("the manifest changed while the fixture was being added; nothing was appended") == true, "\(String(describing: error))")
        #expect(progress.contains("two: wrote \(baseline)"), "\(progress)")
        #expect(try manifestText() == changed)
        #expect(!FileManager.default.fileExists(atPath: baseline))
    }

    @Test func aKeypointLabelledRecordingKeepsItsBaselineAndPasses() async throws {
        var progress = ""
        let result = try await addition().add(request(keypoints: true)) { progress += $0 }
        guard case .added(_, agreesWithLabels: true) = result else { Issue.record("\(result): \(progress)"); return }
        #expect(FileManager.default.fileExists(atPath: baseline))
        let added = try #require(try ManifestLoader(vocabulary: .engine).load(path: manifest).manifest.fixtures.last)
        guard case .baseline(let path, _)? = added.tolerances.keypoints else { Issue.record("no baseline named: \(added.tolerances)"); return }
        #expect(path == "baselines/two.json")
        #expect(progress.contains("two: keypoints compared on"), "\(progress)")
    }

    @Test func keypointsUnderCIAreRefusedBeforeAnythingIsWritten() async throws {
        let before = try manifestText()
        await #expect(throws: CIRefusal.self) { try await addition(environment: ["CI": "true"]).add(request(keypoints: true)) { _ in } }
        #expect(try manifestText() == before)
        #expect(!FileManager.default.fileExists(atPath: baseline))
    }
}
