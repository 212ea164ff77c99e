import KinesiaSupport


/// How a source should prepare its frames: the one value that carries frame options from a
/// configuration string (`SourceSpecification`), a manifest or a command line to the decoder.
/// A new option is a field here and a key in `SourceSpecification`'s parser, nothing else.
public struct FrameSourceOptions: Sendable, Hashable {
    /// The ranges a configuration may set (`SourceSpecification` and the command line refuse
    /// anything outside them): beyond them a value is a mistake, and some would trap or
    /// exhaust memory (FFmpeg allocates per decoder thread).
    public static let maximumFrameRateRange = ValueRange<Double>.maximumFrameRate
    public static let decoderThreadRange = ValueRange(0...64)
    public static let skippedLeadingFramesRange = ValueRange(0...1_000_000)
    /// The largest picture a source decodes, in pixels, unless `maximumPixels` says otherwise:
    /// 8K UHD and a little more. A file declaring a bigger one is refused before anything
    /// is allocated for it (a 300 KB PNG can declare 16000×16000, 1.2 GB decoded).
    public static let defaultMaximumPixels = 40_000_000
    /// What `maximumPixels` may be set to: at most FFmpeg's own bound on one picture.
    public static let maximumPixelsRange = ValueRange(1...268_435_456)

    /// The recording kept a selfie camera's flipped picture; flip it back.
    public var mirrored: Bool
    /// Keep at most this many frames per second of stream time (nil keeps all). See `FrameCadence`.
    public var maximumFrameRate: Double?
    /// Live, as a camera is: frames arrive at the pace of their timestamps and a frame the
    /// consumer is late for is dropped and counted. A camera is always live; a file is made
    /// live by its source (`LivePacedFrameSource`), a recording by replaying its poses on time.
    public var livePacing: Bool
    /// Decoder threads; 0 lets FFmpeg choose. Output is identical for any count.
    public var decoderThreads: Int
    /// Leave out the first N frames the source would deliver (counted after the frame-rate
    /// cap): the stream starts that many frames late, as calibration's late start needs.
    /// They are decoded and discarded, never sought past (a seek is not frame-exact); the
    /// frames delivered keep their own index and timestamp.
    public var skippedLeadingFrames: Int
    /// Test seam, off in every shipping path: deliver the pixels as stored, without the turn
    /// the file's display matrix asks for. The harness's `rotationIgnored` mutant sets it to
    /// prove the fixtures notice an orientation bug; nothing else should.
    package var ignoresDisplayRotation: Bool
    /// A file built from a specification decodes its next frames on threads of its own
    /// (`PrefetchingFrameSource`) while the consumer works; the frames are the same either way.
    public var prefetching: Bool
    /// Pictures larger than this many pixels are refused before they are decoded.
    public var maximumPixels: Int
    /// Test seam, off (nil) in every shipping path: change every delivered frame's pixels as a
    /// phone or an app would (a re-encode, a one-pixel resize, a brightness change), after it
    /// is turned upright and un-mirrored, so every consumer sees the change. Calibration sets
    /// it to measure whether a count survives such an invisible change; nothing else should.
    package var pixelPerturbation: PixelPerturbation?

    public init(
        mirrored: Bool = false, maximumFrameRate: Double? = nil, livePacing: Bool = false, decoderThreads: Int = 0,
        skippedLeadingFrames: Int = 0, prefetching: Bool = true, maximumPixels: Int = FrameSourceOptions.defaultMaximumPixels
    ) {
        self.mirrored = mirrored
        self.maximumFrameRate = maximumFrameRate
        self.livePacing = livePacing
        self.decoderThreads = decoderThreads
        self.skippedLeadingFrames = skippedLeadingFrames
        // The test seams start off; a test or mutant sets them on the value.
        self.ignoresDisplayRotation = false
        self.prefetching = prefetching
        self.maximumPixels = maximumPixels
        self.pixelPerturbation = nil
    }
}
