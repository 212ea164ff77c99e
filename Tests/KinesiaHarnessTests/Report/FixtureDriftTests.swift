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

@Test func jsonArraysAreSourceDataNotDriftAndAPipeIsNotRead() throws {
    let sandbox = try RunnerSandbox()
    try sandbox.record("used", fiveSquats().poses())
    let manifest = try sandbox.manifest([try sandbox.fixture("used", recording: "used", labels: "{reps: 5}")])
    // Published reference landmarks and a phone's RecordedFrame array: inputs of `kinesia
    // reference` and `kinesia import`, kept beside the fixtures made from them.
    try Data("[[[360.1, 238.0, -152.4]]]".utf8).write(to: URL(fileURLWithPath: sandbox.folder + "/pose_squats.full.json"))
    try Data(" \n[{\"t\": 0, \"points\": {}}]".utf8).write(to: URL(fileURLWithPath: sandbox.folder + "/session.json"))
    try Data(" {\"format\": \"kinesia.recording\"".utf8).write(to: URL(fileURLWithPath: sandbox.folder + "/half-written.json"))
    #expect(mkfifo(sandbox.folder + "/pipe.json", 0o600) == 0)
    let drift = FixtureDrift(manifests: [manifest], resolver: FixtureResolver(environment: [:], workingDirectory: sandbox.folder))
    let folder = (sandbox.folder as NSString).standardizingPath
    #expect(drift.findings.map(\.path) == [folder + "/half-written.json", folder + "/pipe.json"])
}

@Test func filesAManifestBesideTheRunOneUsesAreNotDrift() throws {
    let sandbox = try RunnerSandbox()
    try sandbox.record("gate", fiveSquats().poses())
    try sandbox.record("nightly", fiveSquats().poses())
    try sandbox.record("left-behind", fiveSquats().poses())
    let gate = try sandbox.manifest([try sandbox.fixture("gate", recording: "gate", labels: "{reps: 5}")], name: "ci.yaml")
    _ = try sandbox.manifest([try sandbox.fixture("nightly", recording: "nightly", labels: "{reps: 5}")], name: "nightly.yaml")
    let drift = FixtureDrift(manifests: [gate], resolver: FixtureResolver(environment: [:], workingDirectory: sandbox.folder))
    // The nightly manifest's recording is used; its roots are not scanned on the gate's behalf.
    #expect(drift.findings.map(\.path) == [(sandbox.folder as NSString).standardizingPath + "/left-behind.json"])
    #expect(drift.findings.map(\.manifest) == [gate])
}
