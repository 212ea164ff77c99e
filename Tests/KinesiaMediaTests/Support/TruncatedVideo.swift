import Foundation

/// A video cut at 60 % of its bytes, whose stream breaks part-way: in a WebM and in an MP4
/// with its index at the front (so the container still opens).
enum TruncatedVideo {
    static let cases = [("vp9.webm", CLIFixture.vp9.arguments), ("faststart.mp4", CLIFixture.h264.arguments + ["-movflags", "+faststart"])]

    /// Makes `name` from the ffmpeg `arguments` in a fresh folder and returns the cut copy.
    static func make(_ name: String, _ arguments: [String]) throws -> URL {
        let directory = try scratchDirectory()
        let whole = directory.appendingPathComponent(name)
        try runTool("ffmpeg", arguments + [whole.path])
        let truncated = directory.appendingPathComponent("truncated-" + name)
        let bytes = try Data(contentsOf: whole)
        try bytes.prefix(bytes.count * 6 / 10).write(to: truncated)
        return truncated
    }
}
