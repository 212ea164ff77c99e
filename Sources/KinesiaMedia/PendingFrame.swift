/// A frame decoded but not yet converted to RGB and turned upright: what `FileFrameSource`
/// hands `PrefetchingFrameSource`, so that the conversion runs on a thread of its own while
/// the decoder works on the next frame. `timedFrame()` gives exactly what
/// `FileFrameSource.next()` would have.
struct PendingFrame: Sendable {
    let picture: VideoFrameReader.Picture
    let orienter: FrameOrienter

    func timedFrame() -> TimedFrame {
        orienter.frame(from: picture)
    }
}
