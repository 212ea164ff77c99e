import Foundation
import KinesiaTestSupport
import Testing

/// `kinesia-results`, the tool that merges and compares results without FFmpeg or OpenVINO, as
/// a CI job runs it: on the results `kinesia run` writes.
struct ResultsToolTests {
    static let tool = KinesiaProcess.executable.deletingLastPathComponent().appendingPathComponent("kinesia-results")
    static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../manifests/ci.yaml").standardizedFileURL.path
    /// Two of the gate's recordings: quick, and enough for two shards.
    static let filters = ["--filter", "squat-side-floor-12", "--filter", "curl-right-side-10"]

    private static func run(_ words: [String], into folder: URL, _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        let output = try KinesiaProcess.run(["run", manifest] + filters + ["--runs", "1", "--json", path] + words)
        #expect(output.status == 0, "\(output.errors)")
        return path
    }

    @Test(.tags(.process), .timeLimit(.minutes(10)))
    func shardsMergeIntoTheUnshardedRunAndCompareFindsWhatDiffers() throws {
        let folder = try scratchDirectory()
        let whole = try Self.run([], into: folder, "whole.json")
        let first = try Self.run(["--shard", "1/2"], into: folder, "shard-1.json")
        let second = try Self.run(["--shard", "2/2"], into: folder, "shard-2.json")
        let merged = folder.appendingPathComponent("merged.json").path

        let merge = try ProcessOutput.run(Self.tool, ["merge", first, second, "-o", merged])
        #expect(merge.status == 0, "\(merge.errors)")
        #expect(merge.output.contains("2 fixtures: 2 passed"), "\(merge.output)")

        let same = try ProcessOutput.run(Self.tool, ["compare", whole, merged, "--ignore-timings", "--fail-on", "any"])
        #expect(same.status == 0, "\(same.errors)")

        // One shard holds one of the two fixtures: the other is only in the base.
        let partial = try ProcessOutput.run(Self.tool, ["compare", whole, first, "--ignore-timings", "--fail-on", "any"])
        #expect(partial.status == 1)
        #expect(partial.errors.contains(": only in the base"), "\(partial.errors)")
    }
}
