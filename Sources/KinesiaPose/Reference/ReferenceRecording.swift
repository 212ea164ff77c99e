import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaSupport

/// Reference landmarks of a video turned into a v1 recording the harness can label keypoints
/// with: frame i's landmarks normalized to the video's upright frame and stamped with the
/// time of the video's frame i, as the shipping `FileFrameSource` reads it (never assumed
/// from a frame rate: reference tools restamp frames, tfjs at 1/30 s whatever the video's rate).
package enum ReferenceRecording {
    /// Where the recording's poses say they came from.
    package static let kind = "reference landmarks"
    package static let model = "BlazePose (TensorFlow.js pose-detection)"

    /// The recording of `landmarks` (a `ReferenceLandmarks` file) for `video`. Throws
    /// `JSONFileError` for bad landmarks, naming the file and the JSON path (`$` when the
    /// frame count differs from the video's), and `MediaError` for an unreadable video.
    package static func make(landmarks landmarksURL: URL, video: URL) throws -> Recording {
        let landmarks = try ReferenceLandmarks(contentsOf: landmarksURL)
        let source = try SourceSpecification(scheme: .file, location: video.path).makeFileFrameSource()
        defer { source.close() }
        var times: [Double] = []
        while let frame = try source.nextStamp() { times.append(frame.timestamp) }
        guard times.count == landmarks.frames.count else {
            throw JSONFileError(file: landmarks.file, .content(JSONContentError(
                .root, .invalid("\(landmarks.frames.count) frames of landmarks, but the video \(video.relativePath) has \(times.count) frames"))))
        }
        let (width, height) = (source.width, source.height)
        let poses = times.enumerated().map { index, time in
            Pose(points: landmarks.points(ofFrame: index, width: width, height: height), timestamp: time,
                 aspectRatio: Double(width) / Double(height))
        }
        // File names only, never the folders: the recording's bytes (and its pinned sha256)
        // must not depend on where the data lives.
        var recordingSource = RecordingProvenance(
            kind: kind, path: video.lastPathComponent, sha256: try SHA256.hex(ofFileAt: video.path), width: width,
            height: height, model: model)
        recordingSource.fields["landmarks"] = [
            "file": .string(landmarksURL.lastPathComponent), "sha256": .string(try SHA256.hex(ofFileAt: landmarksURL.path)),
        ]
        return Recording(source: recordingSource, poses: poses)
    }
}
