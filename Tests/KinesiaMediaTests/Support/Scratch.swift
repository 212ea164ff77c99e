import Foundation
import KinesiaTestSupport

/// A fresh directory per call: tests run in parallel in one process.
func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("kinesia-media-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

struct ToolFailure: Error, CustomStringConvertible {
    let description: String
}

/// Runs an FFmpeg command-line tool (ffmpeg, ffprobe) and returns its standard output.
@discardableResult
func runTool(_ tool: String, _ arguments: [String]) throws -> String {
    let result = try ProcessOutput.run(URL(fileURLWithPath: "/usr/bin/env"), [tool, "-hide_banner", "-loglevel", "error"] + arguments)
    guard result.status == 0 else {
        throw ToolFailure(description: "\(tool) \(arguments.joined(separator: " ")): \(result.errors)")
    }
    return result.output
}

/// ffprobe's `best_effort_timestamp_time` of every video frame, as printed (microseconds).
func probedTimestamps(_ url: URL) throws -> [String] {
    try runTool("ffprobe", ["-select_streams", "v:0", "-show_entries", "frame=best_effort_timestamp_time",
                            "-of", "csv=p=0", url.path])
        .split(whereSeparator: \.isNewline).map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ", ")) }
}

/// ffprobe's side-data rotation of the first video stream (counter-clockwise degrees), 0 when absent.
func probedRotation(_ url: URL) throws -> Int {
    let text = try runTool("ffprobe", ["-select_streams", "v:0", "-show_entries", "stream_side_data=rotation",
                                       "-of", "csv=p=0", url.path])
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").first ?? "0") ?? 0
}

/// Seconds printed the way ffprobe prints them.
func microseconds(_ seconds: Double) -> String {
    String(format: "%.6f", seconds)
}
