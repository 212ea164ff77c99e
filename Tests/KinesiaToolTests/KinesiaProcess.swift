import Foundation
import KinesiaTestSupport

/// The built `kinesia` tool, run as a user runs it: it sits beside the test bundle.
enum KinesiaProcess {
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("kinesia")

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessOutput {
        try ProcessOutput.run(executable, arguments, environment: environment)
    }
}

/// A fresh directory per call: tests run in parallel in one process.
func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("kinesia-tool-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
