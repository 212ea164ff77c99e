import Foundation

extension SourceSpecification {
    /// The one place frame sources are built from configuration: a file (decoded ahead on
    /// threads of its own unless `prefetch=false`), made live by `live`; a camera, always
    /// live. `clock` paces live sources and is read nowhere else.
    public func makeFrameSource(clock: any PacingClock = MonotonicPacingClock()) throws -> any FrameSource {
        switch scheme {
        case .file:
            let url = URL(fileURLWithPath: location)
            let file: any FrameSource = options.prefetching
                ? try PrefetchingFrameSource(url: url, options: options) : try FileFrameSource(url: url, options: options)
            return options.livePacing ? LivePacedFrameSource(upstream: file, clock: clock) : file
        case .camera:
            return try CameraFrameSource(device: location, options: options, clock: clock)
        case .recording:
            throw MediaError.invalidSpecification(
                description, reason: "a recording yields poses, not frames; open it with the pose provider factory")
        }
    }

    /// A file read in line, every frame in order, for what needs its stream facts or its
    /// stamps without pixels (`FileFrameSource.nextStamp()`): listings, provenance, timing
    /// a reference. A camera, a recording or live pacing is refused: they have no such facts.
    package func makeFileFrameSource() throws(MediaError) -> FileFrameSource {
        guard scheme == .file, !namesRecording else {
            throw .invalidSpecification(description, reason: "not a video file")
        }
        guard !options.livePacing else { throw .invalidSpecification(description, reason: "a live source has no fixed frames to list") }
        return try FileFrameSource(url: URL(fileURLWithPath: location), options: options)
    }
}
