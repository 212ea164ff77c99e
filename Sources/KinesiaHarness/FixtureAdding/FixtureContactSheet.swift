import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose

/// One picture per counted rep at its turning point (the peak), with the keypoints the
/// pipeline saw there drawn in: the video's frame at that time (mirrored as the pipeline saw
/// it), or for a recording a blank canvas of the recording's frame size. For checking a new
/// fixture's labels by eye (`kinesia fixture add --contact-sheet`).
package enum FixtureContactSheet {
    package static let columns = 4
    package static let keypointColour = RGBPixel(red: 255, green: 150, blue: 30)
    static let canvasColour = RGBPixel(red: 40, green: 40, blue: 48)
    /// A recording's canvas is shrunk to fit this many pixels on its longer side.
    static let largestCanvas = 1280

    /// Nil when no rep was counted: there is no turning point to show.
    package static func image(of output: PipelineOutput, fixture: ResolvedFixture) throws -> RGBImage? {
        let times = output.reps.map(\.peakTime)
        guard !times.isEmpty else { return nil }
        let poses = times.map { time in output.poses.min { abs($0.timestamp - time) < abs($1.timestamp - time) } }
        var tiles: [RGBImage]
        if fixture.fixture.source.kind == .video {
            let source = try FileFrameSource(
                url: URL(fileURLWithPath: fixture.sourcePath), options: FrameSourceOptions(mirrored: fixture.fixture.camera.mirrored))
            defer { source.close() }
            tiles = try source.frames(nearest: times).map(\.image)
        } else {
            let recording = try Recording(contentsOf: URL(fileURLWithPath: fixture.sourcePath))
            let canvas = canvasSize(recording.source, aspectRatio: poses.compactMap { $0?.aspectRatio }.first)
            tiles = times.map { _ in RGBImage(width: canvas.width, height: canvas.height, filledWith: canvasColour) }
        }
        for (index, pose) in poses.enumerated() {
            guard let pose else { continue }
            let keypoints = Dictionary(uniqueKeysWithValues: pose.points.map { ($0.joint, $0.point) })
            PointOverlay(keypoints: keypoints, colour: keypointColour, marker: .disc).draw(on: &tiles[index])
        }
        return ContactSheet.tiled(tiles, columns: columns)
    }

    /// The recording's own width and height, shrunk to `largestCanvas`; without them, 480
    /// pixels high at the poses' aspect ratio.
    static func canvasSize(_ source: RecordingProvenance, aspectRatio: Double?) -> (width: Int, height: Int) {
        guard let width = source[.width], let height = source[.height], width > 0, height > 0 else {
            let ratio = min(4, max(0.25, aspectRatio ?? 4.0 / 3))
            return (max(1, Int((480 * ratio).rounded())), 480)
        }
        let scale = min(1, Double(largestCanvas) / Double(max(width, height)))
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }
}
