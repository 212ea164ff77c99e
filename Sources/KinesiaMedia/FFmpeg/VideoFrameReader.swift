import CFFmpeg

/// Pull-style decoding of one container's best video stream to RGB pictures, draining the
/// decoder at the end of input (the last frames only come out then) and turning every
/// failure into a `MediaError` that names the file and the frame where it broke.
final class VideoFrameReader {
    struct Picture {
        let image: RGBImage
        let timestamp: Double
        let index: Int
    }

    let path: String
    /// Clockwise turn the stream's display matrix asks for to show the picture upright.
    let displayRotation: ImageRotation

    private let container: InputContainer
    private let stream: UnsafeMutablePointer<AVStream>
    private let decoder: VideoDecoder
    private let converter = PixelConverter()
    private let packet = PacketBuffer()
    private let frame = FrameBuffer()
    private let timeBase: Double
    private var producedFrames = 0
    private var packetsRead = 0
    private var lastTimestamp: Double?
    private var draining = false
    private var finished = false

    init(container: InputContainer, threads: Int) throws(MediaError) {
        self.container = container
        path = container.path
        stream = try container.bestVideoStream()
        decoder = try VideoDecoder(stream: stream, threads: threads, path: container.path)
        timeBase = av_q2d(stream.pointee.time_base)
        if let matrix = kinesia_stream_display_matrix(stream) {
            // FFmpeg reports the angle counter-clockwise; players turn by its negation.
            let counterClockwise = av_display_rotation_get(matrix)
            displayRotation = counterClockwise.isFinite ? ImageRotation(nearestTo: -counterClockwise) : .none
        } else {
            displayRotation = .none
        }
    }

    enum Outcome {
        case picture(Picture)
        /// A non-blocking device has no complete frame yet.
        case notYet
        case endOfStream
    }

    /// The next decoded picture whose timestamp `admits` accepts (rejected frames are decoded
    /// and counted but never converted).
    func next(admitting admits: (Double) -> Bool) throws(MediaError) -> Outcome {
        while !finished {
            let output: VideoDecoder.Output
            do { output = try decoder.receive(into: frame) } catch { throw broken(error.text) }
            switch output {
            case .frame:
                defer { av_frame_unref(frame.pointer) }
                let index = producedFrames
                producedFrames += 1
                let timestamp = timestampOfCurrentFrame()
                lastTimestamp = timestamp
                guard admits(timestamp) else { continue }
                do {
                    return .picture(Picture(image: try converter.rgbImage(from: frame), timestamp: timestamp, index: index))
                } catch { throw broken("cannot convert pixel format: \(error.text)") }
            case .needsInput:
                guard try feedDecoder() else { return .notYet }
            case .finished:
                finished = true
                try checkComplete()
            }
        }
        return .endOfStream
    }

    /// Sends the next packet of our stream, or the end-of-input marker; false when a
    /// non-blocking device has nothing to read yet.
    private func feedDecoder() throws(MediaError) -> Bool {
        guard !draining else { throw broken("decoder wants input after the end of the stream") }
        while true {
            let outcome: InputContainer.ReadOutcome
            do { outcome = try container.read(into: packet) } catch { throw broken(error.text) }
            switch outcome {
            case .notYet:
                return false
            case .endOfInput:
                draining = true
                do { try decoder.send(nil) } catch { throw broken(error.text) }
                return true
            case .packet:
                break
            }
            defer { av_packet_unref(packet.pointer) }
            guard packet.pointer.pointee.stream_index == stream.pointee.index else { continue }
            if packet.pointer.pointee.flags & AV_PKT_FLAG_CORRUPT != 0 {
                throw broken("packet is incomplete (file truncated?)")
            }
            packetsRead += 1
            do { try decoder.send(packet) } catch { throw broken(error.text) }
            return true
        }
    }

    /// A container whose index lists its frames must yield a packet for each: fewer is a
    /// truncated file, never a silent short read. (Packets, not decoded frames: an edit list
    /// may legitimately hide frames.)
    private func checkComplete() throws(MediaError) {
        let expected = Int(stream.pointee.nb_frames)
        if expected > 0 && packetsRead < expected {
            throw broken("the file lists \(expected) frames but ends after \(packetsRead) (truncated?)")
        }
    }

    private func timestampOfCurrentFrame() -> Double {
        let stamp = frame.pointer.pointee.best_effort_timestamp
        guard stamp != kinesia_nopts_value() else { return lastTimestamp ?? 0 }
        return Double(stamp) * timeBase
    }

    private func broken(_ reason: String) -> MediaError {
        .corrupt(path: path, frameIndex: producedFrames, time: lastTimestamp, reason: reason)
    }
}
