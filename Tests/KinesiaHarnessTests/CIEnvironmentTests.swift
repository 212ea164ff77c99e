import KinesiaHarness
import Testing

/// The CI contract the tools read from the environment, without a process.
@Test func ciRefusesBaselineWritesAndEmptyVariablesCountAsUnset() throws {
    #expect(throws: CIRefusal.self) { try CIEnvironment(["CI": "true"]).refuseBaselineWrite("--write", instead: "calibrate locally") }
    let refusal = try #require(throws: CIRefusal.self) { try CIEnvironment(["CI": "1"]).refuseBaselineWrite("--keypoints", instead: "use --dry-run") }
    #expect(refusal.message == "--keypoints writes a baseline, which is refused when CI is set (CI=1): use --dry-run")
    // Not CI: nothing set, or set empty.
    try CIEnvironment([:]).refuseBaselineWrite("--write", instead: "")
    try CIEnvironment(["CI": ""]).refuseBaselineWrite("--write", instead: "")

    let bazel = CIEnvironment(["XML_OUTPUT_FILE": "/out/test.xml", "TEST_SHARD_STATUS_FILE": "", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": "/s.md"])
    #expect(bazel.junitPath == "/out/test.xml")
    #expect(bazel.shardStatusFile == nil)
    #expect(bazel.annotatesGitHub && bazel.stepSummaryPath == "/s.md")
    #expect(!CIEnvironment(["GITHUB_ACTIONS": "1"]).annotatesGitHub)
}
