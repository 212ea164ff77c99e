/// Which decoded frames a source delivers: those its `FrameCadence` keeps, less the first
/// `skippedLeadingFrames` of them. Decided by timestamps and counts alone, so every source
/// reading a file with the same options delivers the same frames.
struct FrameAdmission {
    private var cadence: FrameCadence
    private var framesToSkip: Int

    init(options: FrameSourceOptions) {
        precondition(options.skippedLeadingFrames >= 0, "skippedLeadingFrames must not be negative")
        cadence = FrameCadence(maximumFrameRate: options.maximumFrameRate)
        framesToSkip = options.skippedLeadingFrames
    }

    /// Whether the frame at `timestamp` is delivered. Call once per decoded frame, in order.
    mutating func admits(_ timestamp: Double) -> Bool {
        guard cadence.admits(timestamp) else { return false }
        guard framesToSkip == 0 else {
            framesToSkip -= 1
            return false
        }
        return true
    }
}
