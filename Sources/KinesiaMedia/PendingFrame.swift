/// A frame decoded but not yet converted to RGB and turned upright: what `FileFrameSource`
/// hands `PrefetchingFrameSource`, so that the conversion runs on a thread of its own while
/// the decoder works on the next frame. `timedFrame()` gives exactly what
/// `FileFrameSource.next()` would have.
struct PendingFrame: Sendable {
    let picture: VideoFrameReader.Picture
    let orienter: FrameOrienter

    func timedFrame() throws(MediaError) -> TimedFrame {
        try orienter.frame(from: picture)
    }

    /// What `timedFrame()` would say of the frame, without converting it.
    var stamp: FrameStamp {
        let (width, height) = picture.pixels.size
        let delivered = orienter.size(ofWidth: width, height: height)
        return FrameStamp(index: picture.index, timestamp: picture.timestamp, width: delivered.width, height: delivered.height)
    }
}
