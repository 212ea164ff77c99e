import KinesiaCommandLine
import KinesiaMedia

/// A video named on the command line: a path, or a source string with frame options
/// (`file:clip.mp4?skip=1&threads=2`, as `kinesia count` and the manifests take), with the
/// verb's `--mirrored` and `--max-fps` applied on top.
enum VideoSourceArgument {
    static let help = "a video file, or a source string such as file:clip.mp4?skip=1&threads=2"

    /// The video's specification; a recording, a camera or live pacing is a usage error, as
    /// the verb must read every frame of a file the same way on every run.
    static func specification(
        _ text: String, verb: String, mirrored: Bool, maximumFrameRate: Double?, defaultMaximumFrameRate: Double?
    ) throws -> SourceSpecification {
        var specification = try SourceSpecification(parsing: text)
        guard specification.scheme == .file, !specification.namesRecording else {
            throw UsageError("VIDEO must be a video file, not \(specification.namesRecording ? "a recording" : "a camera") (\(text))")
        }
        guard !specification.options.livePacing else {
            throw UsageError("VIDEO cannot be paced live: kinesia \(verb) reads every frame, the same on every run (\(text))")
        }
        if mirrored { specification.options.mirrored = true }
        specification.options.maximumFrameRate = maximumFrameRate ?? specification.options.maximumFrameRate ?? defaultMaximumFrameRate
        return specification
    }
}
