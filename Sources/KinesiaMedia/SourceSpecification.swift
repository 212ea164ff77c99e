import Foundation
import KinesiaSupport

/// Where frames (or poses) come from, parsed from one configuration string so that tests,
/// the command line and the harness build sources the same way:
///
///     file:clip.mp4                 clip.mp4            (no scheme: a file)
///     file:selfie.mov?mirrored&max-fps=15
///     file:clip.mp4?live            (paced by its timestamps, drops late frames)
///     file:clip.mp4?skip=1          (starts one frame late: the first frame is left out)
///     file:clip.mp4?pixels=brightness+10   (a test seam: every frame 10 % brighter)
///     camera:/dev/video0
///     recording:run.json            (poses, not frames: see `Scheme.recording`)
///
/// Options follow the last `?`, separated by `&` (a path holding a `?` is written with one
/// more at its end: `file:what?.mp4?`): `mirrored[=true|false]`, `max-fps=N`,
/// `live[=true|false]`, `threads=N`, `skip=N` (leave out the first N frames the source would
/// deliver, counted after `max-fps`), `prefetch[=true|false]` (decode ahead on threads of its
/// own; on by default), `max-pixels=N` (refuse pictures larger than N pixels; 40000000 by
/// default), `pixels=P` (a test's pixel perturbation, `PixelPerturbation`: `mjpeg-qN`,
/// `narrower`, `brightness+N`, `brightness-N`). Each number has a range (`FrameSourceOptions`,
/// `PixelPerturbation`); outside it is an error.
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

    package var scheme: Scheme
    /// A file path or device path.
    package var location: String
    public var options: FrameSourceOptions

    public init(scheme: Scheme, location: String, options: FrameSourceOptions = FrameSourceOptions()) {
        self.scheme = scheme
        self.location = location
        self.options = options
    }

    /// Parses `scheme:location?options`; throws `MediaError.invalidSpecification` naming the
    /// part that is wrong.
    public init(parsing text: String) throws(MediaError) {
        // The delimiters are found among Unicode scalars, not characters: a combining mark after
        // `?`, `:` or `&` must not hide it (the text would not parse back from `description`).
        var rest = Substring(text)
        var options = FrameSourceOptions()
        if let question = rest.unicodeScalars.lastIndex(of: "?") {
            try Self.apply(rest[rest.unicodeScalars.index(after: question)...], to: &options, in: text)
            rest = rest[..<question]
        }
        var scheme = Scheme.file
        if let colon = rest.unicodeScalars.firstIndex(of: ":"), rest[..<colon].allSatisfy(\.isLetter), !rest[..<colon].isEmpty {
            let name = String(rest[..<colon])
            guard let known = Scheme(rawValue: name) else {
                throw .invalidSpecification(text, reason: "unknown scheme \(EchoedText.quoted(name)) (expected \(Self.schemeList))")
            }
            scheme = known
            rest = rest[rest.unicodeScalars.index(after: colon)...]
        }
        guard !rest.isEmpty else { throw .invalidSpecification(text, reason: "no path after the scheme") }
        self.init(scheme: scheme, location: String(rest), options: options)
    }

    /// Whether this names a pose recording rather than frames: the `recording` scheme, or a
    /// file whose name ends in `.json`.
    package var namesRecording: Bool {
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
        if options.maximumPixels != FrameSourceOptions.defaultMaximumPixels { parts.append("max-pixels=\(options.maximumPixels)") }
        if let perturbation = options.pixelPerturbation { parts.append("pixels=\(perturbation)") }
        // Options start after the last `?`: a location holding one ends in `?` even without options.
        let query = parts.isEmpty ? (location.unicodeScalars.contains("?") ? "?" : "") : "?" + parts.joined(separator: "&")
        return "\(scheme.rawValue):\(location)" + query
    }

    private static let schemeList = Scheme.allCases.map(\.rawValue).joined(separator: ", ")

    private static func apply(_ query: Substring, to options: inout FrameSourceOptions, in text: String) throws(MediaError) {
        for item in query.unicodeScalars.split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(Substring(pair[0]))
            let value = pair.count > 1 ? String(Substring(pair[1])) : nil
            func flag() throws(MediaError) -> Bool {
                switch value {
                case nil, "true", "1": return true
                case "false", "0": return false
                default: throw .invalidSpecification(text, reason: "option \(key) takes true or false, not \(EchoedText.quoted(value!))")
                }
            }
            func number<Number: LosslessStringConvertible>(in range: ValueRange<Number>, of what: String) throws(MediaError) -> Number {
                guard let value, let number = Number(value), range.contains(number) else {
                    let found = value.map { ", not \(EchoedText.quoted($0))" } ?? ""
                    throw .invalidSpecification(text, reason: "\(key) needs a number \(range.phrase) (\(what))\(found)")
                }
                return number
            }
            switch key {
            case "mirrored": options.mirrored = try flag()
            case "live": options.livePacing = try flag()
            case "prefetch": options.prefetching = try flag()
            case "max-fps": options.maximumFrameRate = try number(in: FrameSourceOptions.maximumFrameRateRange, of: "frames per second")
            case "threads": options.decoderThreads = try number(in: FrameSourceOptions.decoderThreadRange, of: "decoder threads, 0 = automatic")
            case "skip": options.skippedLeadingFrames = try number(in: FrameSourceOptions.skippedLeadingFramesRange, of: "frames")
            case "max-pixels": options.maximumPixels = try number(in: FrameSourceOptions.maximumPixelsRange, of: "pixels")
            case "pixels":
                do {
                    options.pixelPerturbation = try PixelPerturbation(parsing: value ?? "")
                } catch {
                    let found = value.flatMap { $0.isEmpty ? nil : "not \(EchoedText.quoted($0))" } ?? "no value given"
                    throw .invalidSpecification(text, reason: "pixels: \(error.reason), \(found)")
                }
            default:
                throw .invalidSpecification(
                    text, reason: "unknown option \(EchoedText.quoted(key)) (expected mirrored, max-fps, live, threads, skip, prefetch, max-pixels, pixels;"
                        + " options follow the last ?, so a path holding a ? ends with one more)")
            }
        }
    }
}
