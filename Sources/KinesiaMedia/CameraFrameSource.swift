/// A V4L2 camera (`/dev/videoN`) through libavdevice. Live: when the consumer asks, every
/// frame the device has already delivered but the newest is dropped and counted.
public final class CameraFrameSource: FrameSource {
    public let dropPolicy = DropPolicy.dropLate
    public private(set) var droppedFrameCount = 0

    public let device: String
    public let options: FrameSourceOptions

    private var reader: VideoFrameReader?
    private let rotation: ImageRotation
    private var admission: FrameAdmission
    private let clock: any PacingClock
    /// How long to wait before asking an idle device again.
    private static let pollInterval = 0.002

    /// Throws `MediaError.noCamera` when the device does not exist or cannot capture.
    public init(device: String, options: FrameSourceOptions = FrameSourceOptions(),
                clock: any PacingClock = MonotonicPacingClock()) throws(MediaError) {
        self.device = device
        self.options = options
        self.clock = clock
        let container = try InputContainer(path: device, deviceFormat: "video4linux2", nonBlocking: true, maximumPixels: options.maximumPixels)
        let reader = try VideoFrameReader(container: container, threads: options.decoderThreads, maximumPixels: options.maximumPixels)
        self.reader = reader
        rotation = reader.displayRotation
        admission = FrameAdmission(options: options)
    }

    public func next() throws -> TimedFrame? {
        var newest: VideoFrameReader.Picture?
        while let reader {
            try Task.checkCancellation()
            switch try reader.next(admitting: { admission.admits($0) }) {
            case .picture(let picture):
                if newest != nil { droppedFrameCount += 1 }
                newest = picture
            case .notYet:
                if let newest { return try orient(newest) }
                clock.sleep(until: clock.now() + Self.pollInterval)
            case .endOfStream:
                close()
            }
        }
        return try newest.map(orient)
    }

    public func close() {
        reader = nil
    }

    private func orient(_ picture: VideoFrameReader.Picture) throws(MediaError) -> TimedFrame {
        try FrameOrienter(rotation: rotation, options: options, location: device).frame(from: picture)
    }
}
