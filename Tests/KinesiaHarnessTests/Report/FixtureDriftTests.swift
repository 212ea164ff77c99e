import Foundation
import KinesiaHarness
import KinesiaTestSupport
import Testing

@Test func recordingsAndBaselinesNoFixtureUsesAreListedAsDrift() throws {
    let sandbox = try RunnerSandbox()
    try sandbox.record("used", fiveSquats().poses())
    try sandbox.record("left-behind", fiveSquats().poses())
    let manifest = try sandbox.manifest([try sandbox.fixture("used", recording: "used", labels: "{reps: 5}")])
    try FileManager.default.createDirectory(atPath: sandbox.folder + "/baselines", withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: sandbox.folder + "/baselines/gone.json"))
    try Data("notes".utf8).write(to: URL(fileURLWithPath: sandbox.folder + "/README.md"))
    let drift = FixtureDrift(manifests: [manifest], resolver: FixtureResolver(environment: [:], workingDirectory: sandbox.folder))
    let folder = (sandbox.folder as NSString).standardizingPath
    #expect(drift.findings.map(\.path) == [folder + "/left-behind.json", folder + "/baselines/gone.json"])
    #expect(drift.findings.map(\.kind) == [.unusedFixtureFile, .unreferencedBaseline])
}
