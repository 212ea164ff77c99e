import Foundation
import KinesiaMotion
import KinesiaTestSupport
import Testing

@Test func labelledPeakTimesMatchTheCountedReps() async throws {
    let sandbox = try RunnerSandbox()
    let session = fiveSquats()
    try sandbox.record("squats", session.poses())
    let manifest = try sandbox.manifest([
        try sandbox.fixture("five", recording: "squats", labels: "{reps: 5, times: \(yamlList(session.peakTimes))}"),
    ])
    let result = try #require(await sandbox.run([manifest])["five"])
    #expect(result.failures.messages == [])
    #expect(result.status == .passed)
    let reps = try #require(result.reps)
    #expect(reps.counted == 5)
    #expect(reps.entries.map(\.match) == Array(repeating: .matched, count: 5))
    for entry in reps.entries {
        #expect(abs(entry.countedTime! - entry.labelledTime!) < 0.1)
    }
}

@Test func missedRepsAreNamedByTheirLabelledTimes() async throws {
    let sandbox = try RunnerSandbox()
    // Reps 2 and 4 are too shallow to count: the engine counts 3 of the 5 labelled.
    let session = fiveSquats(peaks: [110, 20, 110, 20, 110])
    try sandbox.record("shallow", session.poses())
    let times = session.peakTimes
    let manifest = try sandbox.manifest([try sandbox.fixture("sq", recording: "shallow", labels: "{reps: 5, times: \(yamlList(times))}")])
    let result = try #require(await sandbox.run([manifest])["sq"])
    #expect(result.status == .failed)
    #expect(result.failures.messages == ["missed reps at 4.6 s and 10.2 s (counted 3 of 5)"])
    #expect(result.reps?.entries.map(\.match) == [.matched, .missed, .matched, .missed, .matched])
}

@Test func aMissedAndAnExtraRepAreNotNettedOut() async throws {
    let sandbox = try RunnerSandbox()
    let session = fiveSquats()
    try sandbox.record("squats", session.poses())
    var times = session.peakTimes
    times[2] += 1.5  // labelled where nothing happened; the real third rep goes unlabelled
    let manifest = try sandbox.manifest([try sandbox.fixture("sq", recording: "squats", labels: "{reps: 5, times: \(yamlList(times))}")])
    let result = try #require(await sandbox.run([manifest])["sq"])
    #expect(result.status == .failed)
    #expect(result.failures.messages == ["missed rep at 8.9 s; extra rep at 7.43 s (counted 5 of 5)"])
}

@Test func withoutTimesOnlyTheCountIsCompared() async throws {
    let sandbox = try RunnerSandbox()
    try sandbox.record("squats", fiveSquats().poses())
    let manifest = try sandbox.manifest([
        try sandbox.fixture("right", recording: "squats", labels: "{reps: 5}"),
        try sandbox.fixture("wrong", recording: "squats", labels: "{reps: 6}"),
    ])
    let results = await sandbox.run([manifest])
    #expect(results["right"]?.status == .passed)
    #expect(results["wrong"]?.failures.messages == ["counted 5 of 6 reps"])
    #expect(results["wrong"]?.reps?.entries.last?.match == .missed)
}

@Test func verdictsAndPeaksAreComparedRepByRep() async throws {
    let sandbox = try RunnerSandbox()
    // The middle rep reaches 80°: counted, but under the squat's 90° it is too shallow.
    let session = fiveSquats(peaks: [110, 110, 80, 110, 110])
    try sandbox.record("squats", session.poses())
    let times = yamlList(session.peakTimes)
    let manifest = try sandbox.manifest([
        try sandbox.fixture("right", recording: "squats", labels: "{reps: 5, times: \(times), verdicts: [none, none, tooShallow, none, none], peaks: [110, 110, 80, 110, 110]}", extra: "tolerances: {peak: 12}"),
        try sandbox.fixture("wrong", recording: "squats", labels: "{reps: 5, times: \(times), verdicts: [none, tooShallow, none, none, none], peaks: [110, 110, 110, 110, 110]}", extra: "tolerances: {peak: 12}"),
    ])
    let results = await sandbox.run([manifest])
    #expect(results["right"]?.failures.messages.isEmpty == true)
    let wrong = try #require(results["wrong"])
    #expect(wrong.failures.messages.count == 3, "\(wrong.failures.messages)")
    #expect(wrong.failures.messages.contains { $0.hasPrefix("rep at 4.63 s has verdict none, labelled tooShallow") })
    #expect(wrong.failures.messages.contains { $0.hasPrefix("rep at 7.43 s has verdict tooShallow, labelled none") })
    #expect(wrong.failures.messages.contains { $0.hasPrefix("rep at 7.43 s peaked at") && $0.hasSuffix("labelled 110° ± 12°") })
}

@Test func unfinishedRepsNeedTheEndOfStreamFlush() async throws {
    let sandbox = try RunnerSandbox()
    let session = fiveSquats()
    // Stop at the bottom of the last squat: four counted, one unfinished.
    try sandbox.record("cut", session.poses().filter { $0.timestamp <= session.peakTimes[4] })
    let manifest = try sandbox.manifest([
        try sandbox.fixture("cut", recording: "cut", labels: "{reps: 4, unfinished: 1, unfinishedTimes: [\(session.peakTimes[4] - 0.6)]}"),
    ])
    let flushed = await sandbox.run([manifest])
    #expect(flushed["cut"]?.failures.messages.isEmpty == true)
    #expect(flushed["cut"]?.unfinished?.counted == 1)

    let unflushed = await sandbox.run([manifest]) { _, pipeline in pipeline.flushesAtEnd = false }
    #expect(unflushed["cut"]?.failures.messages == ["missed unfinished rep at 12.4 s (counted 0 of 1)"])
}
