import Foundation
import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import KinesiaSupport
import KinesiaTestSupport
import Testing

/// A fixture that sits at a threshold states the band its reps sit in: the pipeline's reps
/// must stay inside it, and so must the truth's, with a margin, or the label holds only
/// through today's measurement bias.

@Test func aThresholdFixtureFailsWhenItsRepsLeaveTheirBand() async throws {
    let sandbox = try RunnerSandbox()
    // Squats to 110° and 80°: the first four inside 85–125° of peak, the shallow last one below.
    let session = fiveSquats(peaks: [110, 110, 110, 110, 80])
    try sandbox.record("squats", session.poses())
    let manifest = try sandbox.manifest([
        try sandbox.fixture("inside", recording: "squats", labels: "{reps: 5, band: {of: peak, from: 70, to: 125}}"),
        try sandbox.fixture("below", recording: "squats", labels: "{reps: 5, band: {of: peak, from: 85, to: 125}}"),
    ])
    let results = await sandbox.run([manifest])
    #expect(results["inside"]?.failures.messages == [])
    let below = try #require(results["below"])
    #expect(below.status == .failed)
    #expect(below.failures.map(\.check) == [.band], "\(below.failures)")
    #expect(below.failures.first?.message.hasPrefix("rep 5 at ") == true, "\(below.failures)")
    #expect(below.failures.first?.message.hasSuffix("outside its labelled band (peak 85–125°)") == true, "\(below.failures)")
}

@Test func aBandMustHoldForTheTruthWithItsMargin() throws {
    let sandbox = try RunnerSandbox()
    // The truth is the recording itself: squats whose range the engine measures near 110°.
    let session = fiveSquats()
    try sandbox.record("truth", session.poses())
    let keypoints = "keypoints: {recording: truth.json, sha256: \(try SHA256.hex(ofFileAt: sandbox.folder + "/truth.json"))}"
    let measured = try #require(try TruthCount(try resolved(sandbox, "{reps: 5, \(keypoints)}")))
    let ranges = measured.reps.map(\.range)
    try #require(ranges.count == 5)
    let low = ranges.min()!, high = ranges.max()!
    // A band around every rep with room to spare holds; one whose edge is within the margin
    // of the shallowest rep does not, nor one that expects another count.
    let holds = "{reps: 5, band: {of: range, from: \(low - 5), to: \(high + 5)}, \(keypoints)}"
    let tight = "{reps: 5, band: {of: range, from: \(low - RepBand.truthMargin / 2), to: \(high + 5)}, \(keypoints)}"
    let miscounted = "{reps: 4, band: {of: range, from: \(low - 5), to: \(high + 5)}, \(keypoints)}"
    for (labels, holdsForTheTruth) in [(holds, true), (tight, false), (miscounted, false)] {
        let fixture = try resolved(sandbox, labels)
        let failures = try #require(try TruthCount(fixture)).bandFailures(fixture.fixture.labels)
        #expect(failures.isEmpty == holdsForTheTruth, "\(labels): \(failures)")
    }
}

/// Every banded fixture of the default and nightly manifests: its keypoint truth, counted
/// through the shipping engine, counts the labelled reps inside the band with the margin.
@Test func everyBandedFixtureHoldsForItsTruth() throws {
    let manifests = ["ci.yaml", "nightly.yaml"].map { CIManifest.repository.appendingPathComponent("manifests/" + $0).path }
    let resolver = FixtureResolver(environment: ProcessInfo.processInfo.environment, workingDirectory: CIManifest.repository.path)
    // Only the banded fixtures' files are found and hashed (`resolvingFiles`), not all of them.
    let plan = RunPlanner(resolver: resolver, defersFileChecks: true).plan(manifests: manifests, selection: FixtureSelection())
    let banded = plan.fixtures.filter { $0.fixture.labels.band != nil }
    #expect(banded.count >= 2, "the threshold fixtures lost their bands")
    for planned in banded {
        guard case .ready(let fixture) = planned.resolvingFiles().readiness else {
            // Rendered by scripts/setup.sh; a machine without them cannot judge the labels.
            if SharedData.isRequired { Issue.record("\(planned.fixture.id): its files are not there (run scripts/setup.sh)") }
            continue
        }
        let truth = try #require(try TruthCount(fixture), "\(planned.fixture.id) has no keypoint truth to hold its band")
        #expect(truth.bandFailures(fixture.fixture.labels) == [], "\(planned.fixture.id)")
    }
}

private func resolved(_ sandbox: RunnerSandbox, _ labels: String) throws -> ResolvedFixture {
    let manifest = try sandbox.manifest([try sandbox.fixture("banded", recording: "truth", labels: labels, extra: "tolerances: {keypoint: 0.05}")])
    let planned = try #require(sandbox.plan([manifest]).fixtures.first)
    guard case .ready(let fixture) = planned.resolvingFiles().readiness else {
        Issue.record("the sandbox fixture did not resolve")
        throw CancellationError()
    }
    return fixture
}
