/// A decoded picture's pixels as the decoder left them, or already RGB. Converting `yuv420p`
/// (the common case) is left for later, so it can run beside the decoding of the next frame;
/// other pixel formats go through swscale at once, on the thread that owns its context.
enum DecodedPixels: Sendable {
    case rgb(RGBImage)
    case yuv420(YUV420Image)

    /// The picture's size as decoded, before any turn.
    var size: (width: Int, height: Int) {
        switch self {
        case .rgb(let image): (image.width, image.height)
        case .yuv420(let image): (image.width, image.height)
        }
    }

    func rgbImage() -> RGBImage {
        switch self {
        case .rgb(let image): image
        case .yuv420(let image): image.rgbImage()
        }
    }
}
