import Foundation
import KinesiaHarness
import KinesiaMotion
import KinesiaResults
import Testing

/// A baseline or a results file of another kind or version is refused at its `format` or
/// `version` field, naming the file.
@Test(arguments: [
    (#"{"format": "kinesia.recording", "version": 1}"#, "$.format: not a"),
    (#"{"format": "FORMAT", "version": 99}"#, "$.version: unsupported version 99 (this build reads version"),
])
func filesOfAnotherKindOrVersionAreRefusedAtTheirHeader(_ text: String, _ expected: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-header-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let reads: [(format: String, read: (URL) throws -> Void)] = [
        (Baseline.format, { _ = try Baseline(contentsOf: $0) }),
        (RunResults.format, { _ = try RunResults(contentsOf: $0) }),
    ]
    for (format, read) in reads {
        let url = folder.appendingPathComponent("\(format).json")
        try Data(text.replacingOccurrences(of: "FORMAT", with: format).utf8).write(to: url)
        do {
            try read(url)
            Issue.record("\(format): a wrong header was accepted")
        } catch {
            let message = String(describing: error)
            #expect(message.contains(url.lastPathComponent) && message.contains(expected), "\(format): \(message)")
        }
    }
}
