import Foundation
import KinesiaMedia
import KinesiaReports
import KinesiaResults

/// The report's focus frames: the fixture's picture (`FocusFrameImage`) as a PNG.
package struct FocusFramePNG: FocusFramePainter {
    package init() {}

    package func paint(_ fixture: FixtureResult, to url: URL) throws -> String? {
        guard let picture = FocusFrameImage(fixture) else { return nil }
        try PNGFile.write(picture.image, to: url)
        return picture.caption
    }
}
