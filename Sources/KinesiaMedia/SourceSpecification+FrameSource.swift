import Foundation

extension SourceSpecification {
    /// The one place frame sources are built from configuration. `clock` paces live
    /// sources and is read nowhere else.
    public func makeFrameSource(clock: any PacingClock = MonotonicPacingClock()) throws -> any FrameSource {
        switch scheme {
        case .file:
            let file = try FileFrameSource(url: URL(fileURLWithPath: location), options: options)
            return options.livePacing ? LivePacedFrameSource(upstream: file, clock: clock) : file
        case .camera:
            return try CameraFrameSource(device: location, options: options, clock: clock)
        case .recording:
            throw MediaError.invalidSpecification(
                description, reason: "a recording yields poses, not frames; open it with the pose provider factory")
        }
    }
}
