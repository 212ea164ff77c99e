import Foundation
import KinesiaSupport

/// Poses saved to a file, with a note of where they came from: the `kinesia.recording`
/// JSON format (version 1), read strictly and written canonically.
///
/// ```
/// {"format":"kinesia.recording","version":1,"source":{…},"frames":[
/// {"t":0.0,"points":{"rightElbow":[0.51,0.42,0.98],…}},
/// …
/// ]}
/// ```
/// Poses read from a file take the source's `width / height` as their aspect ratio (1 when
/// unknown); a pose's own aspect ratio is not written, so keep the two in agreement.
/// Points with confidence 0 are absent and are not written. Read as strictly as every Kinesia
/// JSON file (manifests/RESULTS.md, "Reading"): a repeated or unknown key is refused with its
/// path; `source` is open, any key once, its well-known keys (`RecordingProvenance`) checked.
public struct Recording: Sendable, Hashable {
    public static let format = "kinesia.recording"
    public static let version = 1

    public var source: RecordingProvenance
    public var poses: [Pose]

    public init(source: RecordingProvenance = RecordingProvenance(), poses: [Pose]) {
        self.source = source
        self.poses = poses
    }

    /// Reads and checks a recording file.
    public init(contentsOf url: URL) throws(JSONFileError) {
        self = try JSONFile.read(url, decode: Recording.init(json:))
    }

    /// Reads a recording from bytes; `file` names them in error messages.
    public init(data: Data, file: String) throws(JSONFileError) {
        self = try JSONFile.decodeContent(of: data, file: file, decode: Recording.init(json:))
    }

    /// Writes the canonical text atomically, never over one of `inputs` (`JSONFile.write`).
    public func write(to url: URL, sparing inputs: [URL] = []) throws(JSONFileError) {
        let text: String
        do { text = try canonicalText() } catch { throw JSONFileError(file: url.relativePath, .content(error)) }
        try JSONFile.write(text, to: url, sparing: inputs)
    }
}

extension RecordedPoseProvider {
    /// Replays a recording's poses.
    public init(recording: Recording, realTime: Bool = false, pacer: any PosePacer = TaskSleepPacer()) {
        self.init(recording.poses, realTime: realTime, pacer: pacer)
    }
}
