extension PixelPerturbation {
    /// `image` with the change made; throws `MediaError` naming the FFmpeg part that failed.
    func applied(to image: RGBImage) throws(MediaError) -> RGBImage {
        switch self {
        case .reencoded(let quantizer):
            return try JPEGRoundTrip(quantizer: quantizer).passing(image)
        case .narrowedByOnePixel:
            let (width, height) = size(ofWidth: image.width, height: image.height)
            do {
                return try PixelConverter().rescaled(image, toWidth: width, height: height)
            } catch {
                throw .cannotWrite(path: "the rescaler", reason: error.text)
            }
        case .brightness(let percent):
            return image.brightnessScaled(byPercent: percent)
        }
    }
}
