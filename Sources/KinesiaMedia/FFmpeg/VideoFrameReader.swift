import Foundation
import CFFmpeg

/// Pull-style decoding of one container's best video stream to pictures, draining the
/// decoder at the end of input (the last frames only come out then) and turning every
/// failure into a `MediaError` that names the file and the frame where it broke.
final class VideoFrameReader {
    struct Picture: Sendable {
        /// Not yet RGB when the decoder gave `yuv420p`: see `DecodedPixels`.
        let pixels: DecodedPixels
        let timestamp: Double
        let index: Int
    }

    let path: String
    /// Clockwise turn the stream's display matrix asks for to show the picture upright.
    let displayRotation: ImageRotation
    /// The stream's picture size as its header states it, before any turn.
    let storedWidth: Int
    let storedHeight: Int

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
    /// How long the last frame is shown, when the container says.
    private var lastDuration = 0.0
    private var draining = false
    private var finished = false

    /// The threads its decoder runs.
    var decoderThreadCount: Int { decoder.threadCount }

    init(container: InputContainer, threads: Int) throws(MediaError) {
        self.container = container
        path = container.path
        stream = try container.bestVideoStream()
        decoder = try VideoDecoder(stream: stream, threads: threads, path: container.path)
        timeBase = av_q2d(stream.pointee.time_base)
        storedWidth = Int(stream.pointee.codecpar.pointee.width)
        storedHeight = Int(stream.pointee.codecpar.pointee.height)
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
                lastDuration = Double(max(frame.pointer.pointee.pkt_duration, 0)) * timeBase
                guard admits(timestamp) else { continue }
                do {
                    return .picture(Picture(pixels: try converter.pixels(of: frame), timestamp: timestamp, index: index))
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
        // Containers without a frame count (Matroska, WebM) may still state the stream's
        // duration; ending well before it is a truncation too.
        if expected == 0, let end = declaredDuration(), let lastTimestamp, lastTimestamp + lastDuration + Self.durationSlack < end {
            throw broken(String(format: "the file says the video lasts %.3f s but it ends at %.3f s (truncated?)", end, lastTimestamp))
        }
    }

    /// Rounding in the header and a last frame shown longer than its packet says.
    private static let durationSlack = 0.5

    /// The stream's duration from its header, or from the DURATION tag Matroska muxers write.
    private func declaredDuration() -> Double? {
        if stream.pointee.duration > 0 && stream.pointee.duration != kinesia_nopts_value() {
            return Double(stream.pointee.duration) * timeBase
        }
        guard let tag = av_dict_get(stream.pointee.metadata, "DURATION", nil, 0),
              let value = tag.pointee.value else { return nil }
        // "HH:MM:SS.fffffffff"
        let parts = String(cString: value).split(separator: ":").compactMap { Double($0) }
        guard parts.count == 3 else { return nil }
        return parts[0] * 3600 + parts[1] * 60 + parts[2]
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
