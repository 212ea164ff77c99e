import Foundation
import KinesiaManifest
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaResults
import KinesiaSupport

/// A fixture's focus frame as a picture: the video's frame at that time (mirrored back as the
/// pipeline saw it) or, for a recording, a blank frame of the poses' aspect ratio, with the
/// detected keypoints (green discs) and the reference ones (magenta rings) drawn on it.
package struct FocusFrameImage: Sendable {
    package static let detectedColour = RGBPixel(red: 0, green: 200, blue: 80)
    package static let referenceColour = RGBPixel(red: 230, green: 40, blue: 200)

    package var image: RGBImage
    /// What the picture is, for its caption: `video frame at 2.4 s`, or why there is no frame.
    package var caption: String

    package init?(_ result: FixtureResult) {
        guard let focus = result.focusFrame else { return nil }
        var caption: String
        var picture: RGBImage
        if result.source == .video, let path = result.sourcePath {
            do {
                picture = try Self.frame(at: focus.time, of: path, mirrored: result.camera?.mirrored ?? false)
                caption = "video frame at \(NumberText.seconds(focus.time))"
            } catch {
                picture = Self.blank(aspectRatio: focus.aspectRatio)
                caption = "no picture (\(error)); keypoints on a blank frame"
            }
        } else {
            picture = Self.blank(aspectRatio: focus.aspectRatio)
            caption = "a recording has no pictures: keypoints on a blank frame at \(NumberText.seconds(focus.time))"
        }
        PointOverlay(keypoints: focus.reference, colour: Self.referenceColour, marker: .ring).draw(on: &picture)
        PointOverlay(keypoints: focus.detected, colour: Self.detectedColour, marker: .disc).draw(on: &picture)
        image = picture
        self.caption = caption
    }

    private static func blank(aspectRatio: Double) -> RGBImage {
        let height = 360
        let width = max(1, min(1280, Int((Double(height) * aspectRatio).rounded())))
        return RGBImage(width: width, height: height, filledWith: RGBPixel(red: 40, green: 40, blue: 48))
    }

    /// The frame whose timestamp is `time` (poses carry their frame's timestamp exactly).
    private static func frame(at time: Double, of path: String, mirrored: Bool) throws -> RGBImage {
        let source = try FileFrameSource(url: URL(fileURLWithPath: path), options: FrameSourceOptions(mirrored: mirrored))
        defer { source.close() }
        return try source.frames(nearest: [time])[0].image
    }
}
