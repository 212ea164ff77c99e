import Foundation
import KinesiaHarness
import KinesiaResults
import KinesiaSupport
import Testing

/// Results and baselines are read strictly (manifests/RESULTS.md, "Reading"), and every file of
/// theirs the repository holds still reads under that strictness.

private func files(in folder: String, format: String) throws -> [URL] {
    let url = CIManifest.repository.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
        .filter { $0.pathExtension == "json" && String(decoding: (try? Data(contentsOf: $0)) ?? Data(), as: UTF8.self).contains(format) }
        .sorted { $0.path < $1.path }
}

@Test func everyCommittedBaselineAndResultsFileReadsAndEveryBaselineWritesBackUnchanged() throws {
    let baselines = try files(in: "manifests/baselines", format: Baseline.format)
    #expect(!baselines.isEmpty)
    for url in baselines {
        // Written canonically, so what is read writes back byte for byte.
        #expect(try Baseline(contentsOf: url).text() == String(decoding: try Data(contentsOf: url), as: UTF8.self), "\(url.lastPathComponent)")
    }
    let pins = try files(in: "manifests/pins", format: PosePin.format)
    #expect(!pins.isEmpty)
    for url in pins {
        #expect(try PosePin(contentsOf: url).text() == String(decoding: try Data(contentsOf: url), as: UTF8.self), "\(url.lastPathComponent)")
    }
    let results = try files(in: "Tests/BadInputs/inputs", format: RunResults.format)
    #expect(!results.isEmpty)
    for url in results { _ = try RunResults(contentsOf: url) }
}

@Test func aVersionOneResultsFileHoldingAVersionTwoMemberIsRefused() throws {
    let text = """
        {"format": "kinesia.results", "version": 1,
         "environment": {"commit": null, "os": "Linux", "cpu": "x", "cores": 2, "jobs": 2, "estimatorThreads": 1},
         "manifests": [], "shard": null, "summary": {}, "errors": [],
         "fixtures": [{"id": "a", "manifest": "m.yaml", "line": 3, "column": 5, "order": 0, "exercise": "squat",
           "source": "recording", "tags": [], "camera": null, "status": "passed", "failures": [], "quarantine": null,
           "reps": null, "unfinished": null, "keypoints": null, "nondeterminism": null, "runs": [], "seconds": 0.2}]}
        """
    #expect {
        try JSONFile.decodeContent(of: Data(text.utf8), file: "v1.json", decode: RunResults.init(json:))
    } throws: { error in
        String(describing: error).hasPrefix("v1.json: $.fixtures[0].camera: unknown field (expected column, exercise,")
    }
    let version2 = text.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#)
    _ = try JSONFile.decodeContent(of: Data(version2.utf8), file: "v2.json", decode: RunResults.init(json:))
}
