import Foundation

/// What a finished child process left: its exit status and both output streams, read in full.
public struct ProcessOutput: Sendable {
    public let status: Int32
    public let output: String
    public let errors: String

    /// Runs `executable` with `arguments` and waits for it to end; `environment` adds to (or
    /// overrides) this process's environment.
    public static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both before waiting: a child blocked on a full pipe would never exit.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutput(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                             errors: String(decoding: errorData, as: UTF8.self))
    }
}
