/// How a source should prepare its frames. Shared by every kind of source and by the
/// configuration strings of `SourceSpecification`.
public struct FrameSourceOptions: Sendable, Hashable {
    /// The recording kept a selfie camera's flipped picture; flip it back.
    public var mirrored: Bool
    /// Keep at most this many frames per second of stream time (nil keeps all). See `FrameCadence`.
    public var maximumFrameRate: Double?
    /// Deliver a file at the pace of its timestamps, dropping frames the consumer is late for.
    public var livePacing: Bool
    /// Decoder threads; 0 lets FFmpeg choose. Output is identical for any count.
    public var decoderThreads: Int

    public init(mirrored: Bool = false, maximumFrameRate: Double? = nil, livePacing: Bool = false, decoderThreads: Int = 0) {
        self.mirrored = mirrored
        self.maximumFrameRate = maximumFrameRate
        self.livePacing = livePacing
        self.decoderThreads = decoderThreads
    }
}
