import Foundation

/// Where frames (or poses) come from, parsed from one configuration string so that tests,
/// the command line and the harness build sources the same way:
///
///     file:clip.mp4                 clip.mp4            (no scheme: a file)
///     file:selfie.mov?mirrored&max-fps=15
///     file:clip.mp4?live            (paced by its timestamps, drops late frames)
///     file:clip.mp4?skip=1          (starts one frame late: the first frame is left out)
///     camera:/dev/video0
///     recording:run.json            (poses, not frames: see `Scheme.recording`)
///
/// Options follow a `?`, separated by `&`: `mirrored[=true|false]`, `max-fps=N`,
/// `live[=true|false]`, `threads=N`, `skip=N` (leave out the first N frames the source would
/// deliver, counted after `max-fps`), `prefetch[=true|false]` (decode ahead on threads of its
/// own; on by default).
public struct SourceSpecification: Sendable, Hashable, CustomStringConvertible {
    public enum Scheme: String, Sendable, Hashable, CaseIterable {
        case file
        /// A V4L2 capture device through libavdevice; always live.
        case camera
        /// A JSON pose recording. KinesiaMedia cannot depend on pose types, so
        /// `makeFrameSource` rejects it; the pose module maps it to a pose provider and
        /// every other scheme to a video pose provider over `makeFrameSource`.
        case recording
    }

    public var scheme: Scheme
    /// A file path or device path.
    public var location: String
    public var options: FrameSourceOptions

    public init(scheme: Scheme, location: String, options: FrameSourceOptions = FrameSourceOptions()) {
        self.scheme = scheme
        self.location = location
        self.options = options
    }

    /// Parses `scheme:location?options`; throws `MediaError.invalidSpecification` naming the
    /// part that is wrong.
    public init(parsing text: String) throws(MediaError) {
        var rest = Substring(text)
        var options = FrameSourceOptions()
        if let question = rest.lastIndex(of: "?") {
            try Self.apply(rest[rest.index(after: question)...], to: &options, in: text)
            rest = rest[..<question]
        }
        var scheme = Scheme.file
        if let colon = rest.firstIndex(of: ":"), rest[..<colon].allSatisfy(\.isLetter), !rest[..<colon].isEmpty {
            let name = String(rest[..<colon])
            guard let known = Scheme(rawValue: name) else {
                throw .invalidSpecification(text, reason: "unknown scheme \"\(name)\" (expected \(Self.schemeList))")
            }
            scheme = known
            rest = rest[rest.index(after: colon)...]
        }
        guard !rest.isEmpty else { throw .invalidSpecification(text, reason: "no path after the scheme") }
        self.init(scheme: scheme, location: String(rest), options: options)
    }

    /// Whether this names a pose recording rather than frames: the `recording` scheme, or a
    /// file whose name ends in `.json`.
    public var namesRecording: Bool {
        scheme == .recording || (scheme == .file && URL(fileURLWithPath: location).pathExtension.lowercased() == "json")
    }

    public var description: String {
        var parts: [String] = []
        if options.mirrored { parts.append("mirrored") }
        if let rate = options.maximumFrameRate { parts.append("max-fps=\(rate)") }
        if options.livePacing { parts.append("live") }
        if options.decoderThreads != 0 { parts.append("threads=\(options.decoderThreads)") }
        if options.skippedLeadingFrames != 0 { parts.append("skip=\(options.skippedLeadingFrames)") }
        if !options.prefetching { parts.append("prefetch=false") }
        return "\(scheme.rawValue):\(location)" + (parts.isEmpty ? "" : "?" + parts.joined(separator: "&"))
    }

    private static let schemeList = Scheme.allCases.map(\.rawValue).joined(separator: ", ")

    private static func apply(_ query: Substring, to options: inout FrameSourceOptions, in text: String) throws(MediaError) {
        for item in query.split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1)
            let key = String(pair[0])
            let value = pair.count > 1 ? String(pair[1]) : nil
            func flag() throws(MediaError) -> Bool {
                switch value {
                case nil, "true", "1": return true
                case "false", "0": return false
                default: throw .invalidSpecification(text, reason: "option \(key) takes true or false, not \"\(value!)\"")
                }
            }
            switch key {
            case "mirrored": options.mirrored = try flag()
            case "live": options.livePacing = try flag()
            case "prefetch": options.prefetching = try flag()
            case "max-fps":
                guard let rate = value.flatMap(Double.init), rate > 0, rate.isFinite else {
                    throw .invalidSpecification(text, reason: "max-fps needs a positive number")
                }
                options.maximumFrameRate = rate
            case "threads":
                guard let threads = value.flatMap(Int.init), threads >= 0 else {
                    throw .invalidSpecification(text, reason: "threads needs a count (0 = automatic)")
                }
                options.decoderThreads = threads
            case "skip":
                guard let frames = value.flatMap(Int.init), frames >= 0 else {
                    throw .invalidSpecification(text, reason: "skip needs a count of frames (0 or more)")
                }
                options.skippedLeadingFrames = frames
            default:
                throw .invalidSpecification(text, reason: "unknown option \"\(key)\" (expected mirrored, max-fps, live, threads, skip, prefetch)")
            }
        }
    }
}
