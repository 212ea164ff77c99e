import Foundation
import Testing

/// Runs the built `kinesia` executable, found beside the test bundle, as a user would.
struct KinesiaTool {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    static let executable: URL = {
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        return bundle.appendingPathComponent("kinesia")
    }()

    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ToolMissing(path: executable.path)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting: a full pipe would block the child forever.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self), error: String(decoding: errData, as: UTF8.self))
    }

    struct ToolMissing: Error, CustomStringConvertible {
        let path: String
        var description: String { "kinesia is not built at \(path): run `swift build` first" }
    }

    /// A fresh directory for one test's files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
