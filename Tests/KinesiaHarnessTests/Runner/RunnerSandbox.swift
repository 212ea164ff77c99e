import Foundation
import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import KinesiaResults
import KinesiaSupport
import KinesiaSynthetic
import KinesiaTestSupport

/// A unique temporary folder of synthetic recordings and manifests, run through the real
/// runner; removed when released.
final class RunnerSandbox {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-runner-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Writes the poses as `name.json` and returns the file's sha256.
    @discardableResult
    func record(_ name: String, _ poses: [Pose]) throws -> String {
        let path = folder + "/" + name + ".json"
        try Recording(source: RecordingProvenance(kind: "synthetic"), poses: poses).write(to: URL(fileURLWithPath: path))
        return try SHA256.hex(ofFileAt: path)
    }

    /// One fixture entry; `labels` and `extra` are YAML lines at the fixture's indentation.
    func fixture(_ id: String, recording: String, exercise: String = "squat", side: String = "visible", labels: String, extra: String = "") throws -> String {
        let sha = try SHA256.hex(ofFileAt: folder + "/" + recording + ".json")
        var yaml = "  - id: \(id)\n    source: {recording: \(recording).json, sha256: \(sha)}\n"
        yaml += "    exercise: \(exercise)\n    side: \(side)\n    labels: \(labels)\n"
        if !extra.isEmpty { yaml += extra.split(separator: "\n").map { "    " + $0 + "\n" }.joined() }
        return yaml
    }

    /// Writes a manifest of these fixture entries, with this folder as the default root.
    @discardableResult
    func manifest(_ fixtures: [String], name: String = "manifest.yaml") throws -> String {
        let path = folder + "/" + name
        let yaml = "version: 1\nfixtureRoots:\n  here: .\ndefaults:\n  root: here\nfixtures:\n" + fixtures.joined()
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func plan(_ manifests: [String], selection: FixtureSelection = FixtureSelection(), environment: [String: String] = [:]) -> RunPlan {
        RunPlanner(resolver: FixtureResolver(environment: environment, workingDirectory: folder)).plan(manifests: manifests, selection: selection)
    }

    func run(
        _ manifests: [String], selection: FixtureSelection = FixtureSelection(), jobs: Int = 2, timeout: Double = HarnessRunner.defaultTimeout,
        timer: any WatchdogTimer = SleepingWatchdogTimer(),
        adjust: @escaping @Sendable (Fixture, inout FixturePipeline) -> Void = { _, _ in }
    ) async -> RunResults {
        let runner = HarnessRunner(jobs: jobs, timeout: timeout, fixtureRunner: FixtureRunner(adjustPipeline: adjust), timer: timer)
        return await runner.run(
            plan(manifests, selection: selection),
            environment: RunEnvironment(commit: nil, operatingSystem: "test", cpu: "test", cores: 2, jobs: jobs, estimatorThreads: 1),
            shard: selection.shard)
    }
}

/// Five squats from the front, 2 s each: the workhorse fixture.
func fiveSquats(peaks: [Double] = [110, 110, 110, 110, 110]) -> SyntheticSession {
    SyntheticSession(motion: .squat, peaks: peaks, repDuration: 2)
}

/// `[1.8, 4.6, …]` as YAML.
func yamlList(_ values: [Double]) -> String { "[" + values.map { String($0) }.joined(separator: ", ") + "]" }

extension RunResults {
    subscript(id: String) -> FixtureResult? { fixtures.first { $0.id == id } }
}
