/// Turns a decoded picture into what the analysis sees: RGB, upright, then flipped back
/// when the source kept a selfie camera's mirror image.
struct FrameOrienter: Sendable {
    let rotation: ImageRotation
    let mirrored: Bool

    func frame(from picture: VideoFrameReader.Picture) -> TimedFrame {
        var image = picture.pixels.rgbImage().rotated(rotation)
        if mirrored { image = image.flippedHorizontally() }
        return TimedFrame(image: image, timestamp: picture.timestamp, index: picture.index,
                          sourceOrientation: rotation, mirrored: mirrored)
    }
}
