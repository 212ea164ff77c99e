/// Turns a decoded picture into what the analysis sees: RGB, upright, then flipped back
/// when the source kept a selfie camera's mirror image, then changed by the pixel
/// perturbation when a test asks for one.
struct FrameOrienter: Sendable {
    let rotation: ImageRotation
    let mirrored: Bool
    let perturbation: PixelPerturbation?
    /// The file or device, for errors.
    let location: String

    init(rotation: ImageRotation, options: FrameSourceOptions, location: String) {
        self.rotation = rotation
        mirrored = options.mirrored
        perturbation = options.pixelPerturbation
        self.location = location
    }

    func frame(from picture: VideoFrameReader.Picture) throws(MediaError) -> TimedFrame {
        var image = picture.pixels.rgbImage().rotated(rotation)
        if mirrored { image = image.flippedHorizontally() }
        if let perturbation {
            do {
                image = try perturbation.applied(to: image)
            } catch {
                throw .perturbationFailed(path: location, frameIndex: picture.index, perturbation: perturbation.description, reason: error.description)
            }
        }
        return TimedFrame(image: image, timestamp: picture.timestamp, index: picture.index,
                          sourceOrientation: rotation, mirrored: mirrored)
    }

    /// The size `frame(from:)` gives a picture decoded at `width` × `height`.
    func size(ofWidth width: Int, height: Int) -> (width: Int, height: Int) {
        let upright = rotation.turned(width: width, height: height)
        return perturbation?.size(ofWidth: upright.width, height: upright.height) ?? upright
    }
}
