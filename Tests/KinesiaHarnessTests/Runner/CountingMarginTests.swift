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
/// every limit), `brisk` (0.45 s a rep, each lasting a hair over the squat's 0.3 s minimum
/// between the thresholds) and `medium` (0.5 s a rep, a little further from it).
func marginFixtures(_ sandbox: RunnerSandbox) throws -> String {
    let sets = [("steady", 2.0), ("brisk", 0.45), ("medium", 0.5)]
    return try sandbox.manifest(sets.map { name, repDuration in
        try sandbox.record(name, SyntheticSession(motion: .squat, peaks: [110, 110, 110], repDuration: repDuration).poses())
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

    // Each counted rep against each limit, from the rep's own start and end as the results give them.
    let squat = try #require(ExerciseLibrary.named("squat"))
    for fixture in read.fixtures {
        let margins = try #require(fixture.margins)
        let counted = try #require(fixture.reps).entries.filter { $0.countedTime != nil }
        #expect(margins.reps.map(\.rep) == Array(1...3) && counted.count == 3)
        for (rep, entry) in zip(margins.reps, counted) {
            let duration = try #require(entry.countedEnd) - (try #require(entry.countedStart))
            #expect(rep.limits.map(\.limit) == RepMargin.Limit.allCases)
            #expect(rep.limits[0].threshold == squat.minimumRange && rep.limits[0].margin == rep.limits[0].measured - squat.minimumRange)
            #expect(rep.limits[1] == RepMargin(limit: .minimumDuration, threshold: squat.minimumDuration, measured: duration))
            #expect(rep.limits[1].margin == duration - squat.minimumDuration && rep.limits[1].share == rep.limits[1].margin / squat.minimumDuration)
            #expect(rep.limits[2] == RepMargin(limit: .maximumDuration, threshold: squat.maximumDuration, measured: duration))
            #expect(rep.limits[2].margin == squat.maximumDuration - duration)
        }
    }
    // The brisk set comes closest to the minimum duration, within 10 % of it; the steady set is nowhere near a limit.
    let brisk = try #require(read["brisk"]?.margins?.closest)
    #expect(brisk.margin.limit == .minimumDuration)
    #expect(brisk.share == (brisk.margin.measured - squat.minimumDuration) / squat.minimumDuration)
    #expect(brisk.share > 0 && brisk.share < CountingMargins.fragileShare)
    #expect(brisk.share < 0.1)
    #expect(read.fixtures.filter { $0.margins?.isFragile == true }.map(\.id) == ["brisk", "medium"])

    // Margins are a version 3 member: a version 2 file holding them is refused at them (once
    // the later members, which it is refused at first, are gone).
    let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"version\": \(RunResults.version)", with: "\"version\": 2")
        .replacingOccurrences(of: "\"regression\": null,", with: "")
    #expect {
        try JSONFile.decodeContent(of: Data(text.utf8), file: "v2.json", decode: RunResults.init(json:))
    } throws: { "\($0)".contains("$.fixtures[0].margins: unknown field") }
}

@Test func fragileCountsAreNamedInTheRunSummaryAndJUnit() async throws {
    let sandbox = try RunnerSandbox()
    let results = await sandbox.run([try marginFixtures(sandbox)])
    let brisk = try #require(results["brisk"]?.margins?.closest)

    let fragile = ConsoleReport(interactive: false).summary(results, seconds: 1).split(separator: "\n").filter { $0.hasPrefix("FRAGILE") }
    #expect(fragile.count == 2)
    let line = String(format: "FRAGILE brisk: rep %d, duration %@ s against the 0.3 s minimum (+%@ s, %.1f %% of the minimum)",
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
