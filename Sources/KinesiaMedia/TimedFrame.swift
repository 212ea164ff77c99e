/// One picture as the analysis sees it: upright, un-mirrored, stamped with the time read
/// off the stream (never off a clock).
public struct TimedFrame: Sendable, Hashable {
    /// RGB pixels with `sourceOrientation` already applied and, when `mirrored`, flipped back.
    public var image: RGBImage
    /// Seconds: the frame's presentation time × the stream's time base.
    public var timestamp: Double
    /// Position in the source's decode-output order, counting every frame the source
    /// produced (frames skipped by a frame-rate cap or dropped as late leave gaps).
    public var index: Int
    /// The clockwise turn that was applied to make the picture upright.
    package var sourceOrientation: ImageRotation
    /// True when the source was declared mirrored and the picture was flipped back, so
    /// that the person's left is on the image's right, as a rear camera sees them.
    public var mirrored: Bool

    public init(image: RGBImage, timestamp: Double, index: Int, sourceOrientation: ImageRotation, mirrored: Bool) {
        self.image = image
        self.timestamp = timestamp
        self.index = index
        self.sourceOrientation = sourceOrientation
        self.mirrored = mirrored
    }
}
