import KinesiaHarness
import KinesiaResults
import Testing

/// `kinesia compare --ignore-timings --fail-on any` as the determinism and sharding scripts use it:
/// two runs of the same fixtures agree but for their times, and any other change is named.
@Test func compareFailsOnAnyDifferenceAndTwoRunsDifferOnlyInTheirTimes() async throws {
    let sandbox = try RunnerSandbox()
    let manifest = try reportFixtures(sandbox)
    let first = await sandbox.run([manifest])
    let second = await sandbox.run([manifest])
    #expect(DeltaThreshold.any.trips(ResultsDelta(base: first.withoutTimings, head: second.withoutTimings)) == [])

    var slower = first
    slower.fixtures[0].seconds += 1
    #expect(DeltaThreshold.any.trips(ResultsDelta(base: first, head: slower)) == ["\(first.fixtures[0].id): only its times differ"])
    #expect(DeltaThreshold.any.trips(ResultsDelta(base: first.withoutTimings, head: slower.withoutTimings)) == [])

    // One rep fewer counted: the events changed, the poses did not.
    let changed = await sandbox.run([manifest], adjust: raisedMinimumRange).withoutTimings
    let delta = ResultsDelta(base: first.withoutTimings, head: changed)
    #expect(DeltaThreshold.any.trips(delta) == ["fading-side: differs from its events stage on"])
    #expect(DeltaThreshold.stageThrough(.poses).trips(delta) == [])
    #expect(DeltaThreshold.stageThrough(.events).trips(delta) == ["fading-side: events changed"])
    #expect(try DeltaThreshold(parsing: "stage=poses") == .stageThrough(.poses))
    #expect(try DeltaThreshold(parsing: "any") == .any)
}
