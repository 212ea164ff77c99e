import KinesiaCommandLine
import KinesiaSupport

/// `--size 720x1280`: the upright frame's width and height in pixels, each within `range`.
struct PixelSize: ArgumentValue {
    static let range = ValueRange(1...65_536)

    var width: Int
    var height: Int

    init?(argument: String) {
        guard let (width, height) = WidthByHeight.parse(argument), Self.range.contains(width), Self.range.contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    static var expectation: String { "WIDTHxHEIGHT in pixels, each \(range.phrase)" }
    static var placeholder: String { "WxH" }
}
