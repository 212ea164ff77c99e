import Foundation
import KinesiaResults

/// Draws a fixture's focus frame for the report. The picture needs the video's frame and a
/// PNG encoder, both over FFmpeg, which the reports do not link: the harness paints it
/// (`FocusFramePNG`).
package protocol FocusFramePainter: Sendable {
    /// Writes the fixture's focus frame as a PNG at `url` and returns its caption; nil,
    /// writing nothing, when the fixture has no focus frame.
    func paint(_ fixture: FixtureResult, to url: URL) throws -> String?
}
