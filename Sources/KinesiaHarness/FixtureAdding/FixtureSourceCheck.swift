import Foundation
import KinesiaManifest
import KinesiaMedia
import KinesiaMotion
import KinesiaSupport

/// Whether a file can be a fixture's source: a regular file that opens as the pipeline would
/// read it, a recording (`.json`) that decodes or a video with at least one frame.
package enum FixtureSourceCheck {
    package static func kind(ofFileAt path: String) throws -> FixtureSource.Kind {
        if let problem = InputFile.problem(at: path) { throw InputFileError(path: path, problem: problem) }
        let specification = SourceSpecification(scheme: .file, location: path)
        if specification.namesRecording {
            _ = try Recording(contentsOf: URL(fileURLWithPath: path))
            return .recording
        }
        let video = try specification.makeFileFrameSource()
        defer { video.close() }
        guard try video.nextStamp() != nil else { throw MediaError.unreadable(path: path, reason: "it has no video frames") }
        return .video
    }
}
