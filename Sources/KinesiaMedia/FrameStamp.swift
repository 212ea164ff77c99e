/// Where and when a frame is, without its pixels: all that listing a video's frames or timing
/// them needs, so such a pass decodes but never pays for the conversion to RGB.
package struct FrameStamp: Sendable, Hashable {
    /// As `TimedFrame.index`.
    package var index: Int
    /// As `TimedFrame.timestamp`: seconds off the stream.
    package var timestamp: Double
    /// The size of the upright frame, as `TimedFrame.image` would have it.
    package var width: Int
    package var height: Int

    package init(index: Int, timestamp: Double, width: Int, height: Int) {
        self.index = index
        self.timestamp = timestamp
        self.width = width
        self.height = height
    }
}
