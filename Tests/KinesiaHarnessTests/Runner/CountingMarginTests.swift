import Foundation
import FoundationXML
import KinesiaMotion
import KinesiaReports
import KinesiaResults
import KinesiaSupport
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// Three squat sets, three reps each, in this manifest order: `steady` (2 s a rep, far from
/// every limit), `brisk` (0.32 s a rep, filmed at 60 fps with a pause between reps: each spends
/// about 0.26 s between the thresholds, under the squat's 0.3 s minimum, so it counts too fast,
/// its closest under 30 % over the floor's 0.2 s) and `medium` (0.5 s a rep at 30 fps, over the minimum).
func marginFixtures(_ sandbox: RunnerSandbox) throws -> String {
    let sets = [("steady", 2.0), ("brisk", 0.32), ("medium", 0.5)]
    return try sandbox.manifest(sets.map { name, repDuration in
        var session = SyntheticSession(motion: .squat, peaks: [110, 110, 110], repDuration: repDuration)
        if name == "brisk" {
            // At 30 fps a squat this brisk rises in steps one reading's jump could make, and is
            // judged by the minimums (`ReadingJump`).
            session.frameRate = 60
            session.restBetweenReps = 1.5
        }
        try sandbox.record(name, session.poses())
        return try sandbox.fixture(name, recording: name, labels: "{reps: 3}")
    })
}

@Test func everyCountedRepsMarginsTravelThroughResultsJSON() async throws {
    let sandbox = try RunnerSandbox()
    let results = await sandbox.run([try marginFixtures(sandbox)])
    let url = URL(fileURLWithPath: sandbox.folder + "/results.json")
    try results.write(to: url)
    let read = try RunResults(contentsOf: url)
    #expect(read == results)
    #expect(read.fixtures.map(\.status) == [.passed, .passed, .passed])

    // Each counted rep against each limit, from the rep's own start and end as the results give
    // them: the floor's and the maximum decide the count, the minimums only a verdict.
    let squat = try #require(ExerciseLibrary.named("squat"))
    for fixture in read.fixtures {
        let margins = try #require(fixture.margins)
        let counted = try #require(fixture.reps).entries.filter { $0.countedTime != nil }
        #expect(margins.reps.map(\.rep) == Array(1...3) && counted.count == 3)
        for (rep, entry) in zip(margins.reps, counted) {
            let duration = try #require(entry.countedEnd) - (try #require(entry.countedStart))
            #expect(rep.limits.map(\.limit) == RepMargin.Limit.allCases)
            #expect(rep.limits.map(\.decidesCount) == [true, true, false, false, true])
            #expect(rep.limits[0].threshold == squat.floor.range && rep.limits[0].margin == rep.limits[0].measured - squat.floor.range)
            #expect(rep.limits[1] == RepMargin(limit: .floorDuration, threshold: squat.floor.duration, measured: duration, decidesCount: true))
            #expect(rep.limits[2].threshold == squat.minimumRange && rep.limits[2].measured == rep.limits[0].measured)
            #expect(rep.limits[3] == RepMargin(limit: .minimumDuration, threshold: squat.minimumDuration, measured: duration, decidesCount: false))
            #expect(rep.limits[3].margin == duration - squat.minimumDuration && rep.limits[3].share == rep.limits[3].margin / squat.minimumDuration)
            #expect(rep.limits[4] == RepMargin(limit: .maximumDuration, threshold: squat.maximumDuration, measured: duration, decidesCount: true))
            #expect(rep.limits[4].margin == squat.maximumDuration - duration)
        }
    }
    // The brisk set's reps count under the minimum duration, each with its verdict: the count
    // hangs on the floor's duration, which they clear by a fragile margin, and the minimum
    // shows them under it. The steady set is nowhere near a limit.
    let brisk = try #require(read["brisk"]?.margins)
    let closest = try #require(brisk.closest)
    #expect(closest.margin.limit == .floorDuration && closest.margin.decidesCount)
    #expect(closest.share == (closest.margin.measured - squat.floor.duration) / squat.floor.duration)
    #expect(closest.share > 0 && closest.share < CountingMargins.fragileShare)
    let minimum = try #require(brisk.closestMinimum)
    #expect(minimum.margin.limit == .minimumDuration && minimum.share < 0)
    #expect(read.fixtures.filter { $0.margins?.isFragile == true }.map(\.id) == ["brisk"])
    #expect(read["medium"]?.margins?.closestMinimum?.share ?? -1 > 0)

    // Margins are a version 3 member: a version 2 file holding them is refused at them (once
    // the later members, which it is refused at first, are gone).
    let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"version\": \(RunResults.version)", with: "\"version\": 2")
        .replacingOccurrences(of: "\"regression\": null,", with: "")
    #expect {
        try JSONFile.decodeContent(of: Data(text.utf8), file: "v2.json", decode: RunResults.init(json:))
    } throws: { "\($0)".contains("$.fixtures[0].margins: unknown field") }
}

/// results.json written before the floor's margins holds each rep against the minimums and the
/// maximum only, without `decidesCount` or `closestMinimum`: it still loads, its minimums read as
/// verdict margins, and with what would have changed its count unknown `kinesia compare` calls
/// its margin unknown rather than moved.
@Test func resultsWrittenBeforeTheFloorsMarginsStillLoadAndCompare() async throws {
    let sandbox = try RunnerSandbox()
    let results = await sandbox.run([try marginFixtures(sandbox)])
    let url = URL(fileURLWithPath: sandbox.folder + "/results.json")
    try results.write(to: url)
    // The old shape: three limits a rep, no `decidesCount`, no `closestMinimum`.
    var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    func old(_ margin: Any) -> Any {
        var margin = margin as! [String: Any]
        margin["decidesCount"] = nil
        return margin
    }
    json["fixtures"] = (json["fixtures"] as! [[String: Any]]).map { fixture in
        var fixture = fixture
        guard var margins = fixture["margins"] as? [String: Any] else { return fixture }
        margins["closestMinimum"] = nil
        if let closest = margins["closest"], !(closest is NSNull) { margins["closest"] = old(closest) }
        margins["reps"] = (margins["reps"] as! [[String: Any]]).map { rep in
            var rep = rep
            rep["limits"] = (rep["limits"] as! [[String: Any]]).filter { !($0["limit"] as! String).hasPrefix("floor") }.map(old)
            return rep
        }
        fixture["margins"] = margins
        return fixture
    }
    let oldURL = URL(fileURLWithPath: sandbox.folder + "/old-results.json")
    try JSONSerialization.data(withJSONObject: json).write(to: oldURL)

    let old = try RunResults(contentsOf: oldURL)
    let brisk = try #require(old["brisk"]?.margins)
    #expect(!brisk.countLimitsKnown && brisk.closest == nil)
    #expect(brisk.reps.first?.limits.map(\.limit) == [.minimumRange, .minimumDuration, .maximumDuration])
    #expect(brisk.reps.first?.limits.map(\.decidesCount) == [false, false, true])
    #expect((brisk.closestMinimum?.share ?? 0) < 0)
    let delta = ResultsDelta(base: old, head: results)
    #expect(delta.fixtures.allSatisfy { !$0.marginsKnown && !$0.marginMoved })
    #expect(delta.moved.isEmpty)
}

@Test func fragileCountsAreNamedInTheRunSummaryAndJUnit() async throws {
    let sandbox = try RunnerSandbox()
    let results = await sandbox.run([try marginFixtures(sandbox)])
    let brisk = try #require(results["brisk"]?.margins?.closest)

    let fragile = ConsoleReport(interactive: false).summary(results, seconds: 1).split(separator: "\n").filter { $0.hasPrefix("FRAGILE") }
    #expect(fragile.count == 1)
    let line = String(format: "FRAGILE brisk: rep %d, duration %@ s against the 0.2 s floor (+%@ s, %.1f %% of the floor)",
                      brisk.rep, trimmed(brisk.margin.measured), trimmed(brisk.margin.margin), brisk.share * 100)
    #expect(fragile.contains { $0 == line })
    #expect(!fragile.contains { $0.hasPrefix("FRAGILE steady") })

    let document = try XMLDocument(xmlString: JUnitReport.xml(results), options: [])
    let shares = try document.nodes(forXPath: "//testcase/properties/property[@name='closestMarginShare']").compactMap {
        ($0 as? XMLElement)?.attribute(forName: "value")?.stringValue.flatMap(Double.init)
    }
    #expect(shares.count == 3)
    #expect(abs(shares[1] - brisk.share) < 1e-6, "brisk is the second testcase")
}

/// Three decimals, trailing zeros dropped, as durations are printed.
private func trimmed(_ seconds: Double) -> String {
    var text = String(format: "%.3f", seconds)
    while text.hasSuffix("0") { text.removeLast() }
    return text.hasSuffix(".") ? String(text.dropLast()) : text
}
