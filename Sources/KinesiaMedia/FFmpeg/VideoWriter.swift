import CFFmpeg
import Foundation

/// Writes RGB pictures as a video with the timestamps the caller chooses (variable frame
/// rate is kept) and, optionally, a display rotation. For fixtures and derived videos:
/// encoded bytes may differ between machines, so compare decoded frames, never files.
public final class VideoWriter {
    public enum Codec: String, Sendable, Hashable {
        /// MPEG-4 part 2 at a fixed high quality; byte-identical run to run.
        case mpeg4
        /// H.264 through libx264. Not byte-deterministic on AVX-512 machines.
        case h264 = "libx264"
    }

    public let url: URL
    public let width: Int
    public let height: Int

    private let container: OutputContainer
    private let stream: UnsafeMutablePointer<AVStream>
    private let encoder: VideoEncoder
    private let converter = PixelConverter()
    private let frame = FrameBuffer()
    private let packet = PacketBuffer()
    /// The last encoded packet, held until the next one gives its duration: containers
    /// with edit lists (mp4, mov) hide a final frame that has no duration.
    private let heldPacket = PacketBuffer()
    private var holdingPacket = false
    private var lastDuration: Int64 = 1
    /// Ticks per second of the encoder and stream clocks.
    private let ticksPerSecond: Int32
    private var lastTick: Int64?
    private var finished = false

    /// - Parameters:
    ///   - displayRotation: the clockwise turn players should apply to show the picture upright
    ///     (a portrait phone video is `.clockwise90`; ffprobe then reports rotation -90).
    ///   - ticksPerSecond: timestamps are rounded to this clock.
    public init(url: URL, width: Int, height: Int, codec: Codec = .mpeg4,
                displayRotation: ImageRotation = .none, ticksPerSecond: Int = 1000) throws(MediaError) {
        let path = url.path
        guard width > 0, height > 0, width % 2 == 0, height % 2 == 0 else {
            throw .cannotWrite(path: path, reason: "width and height must be positive and even, not \(width)×\(height)")
        }
        self.url = url
        self.width = width
        self.height = height
        self.ticksPerSecond = Int32(ticksPerSecond)
        container = try OutputContainer(path: path)
        stream = try container.addStream()
        let globalHeader = container.wantsGlobalHeader
        let tick = AVRational(num: 1, den: Int32(ticksPerSecond))
        encoder = try VideoEncoder(codecName: codec.rawValue, configure: { context in
            context.pointee.width = Int32(width)
            context.pointee.height = Int32(height)
            context.pointee.pix_fmt = AV_PIX_FMT_YUV420P
            context.pointee.time_base = tick
            context.pointee.thread_count = 1
            if globalHeader { context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
            switch codec {
            case .mpeg4:
                context.pointee.flags |= AV_CODEC_FLAG_QSCALE
                context.pointee.global_quality = FF_QP2LAMBDA * 2
            case .h264:
                av_opt_set(context.pointee.priv_data, "preset", "veryfast", 0)
                av_opt_set(context.pointee.priv_data, "crf", "12", 0)
                // libx264 (through FFmpeg's wrapper) logs its banner, its options and its closing
                // statistics at info level on every encoder: this encoder's messages alone go one
                // level down (info to verbose, hidden; warnings and errors still shown), leaving
                // FFmpeg's process-wide level alone. Logging only; the encoded bytes are the same.
                context.pointee.log_level_offset = AV_LOG_VERBOSE - AV_LOG_INFO
            }
        }, path: path)
        let copied = avcodec_parameters_from_context(stream.pointee.codecpar, encoder.pointer)
        guard copied >= 0 else { throw .cannotWrite(path: path, reason: ffmpegErrorText(copied)) }
        stream.pointee.time_base = tick
        if displayRotation != .none {
            let attached = kinesia_stream_set_display_rotation(stream, Double(displayRotation.degrees))
            guard attached >= 0 else { throw .cannotWrite(path: path, reason: ffmpegErrorText(attached)) }
        }
        frame.pointer.pointee.width = Int32(width)
        frame.pointer.pointee.height = Int32(height)
        frame.pointer.pointee.format = AV_PIX_FMT_YUV420P.rawValue
        let allocated = av_frame_get_buffer(frame.pointer, 0)
        guard allocated >= 0 else { throw .cannotWrite(path: path, reason: ffmpegErrorText(allocated)) }
        try container.writeHeader()
    }

    /// Appends one picture shown from `timestamp` seconds on. Timestamps must increase.
    public func append(_ image: RGBImage, at timestamp: Double) throws(MediaError) {
        guard !finished else { throw .cannotWrite(path: url.path, reason: "the video is already finished") }
        guard image.width == width, image.height == height else {
            throw .cannotWrite(path: url.path, reason: "picture is \(image.width)×\(image.height), the video \(width)×\(height)")
        }
        let tick = Int64((timestamp * Double(ticksPerSecond)).rounded())
        if let lastTick, tick <= lastTick {
            throw .cannotWrite(path: url.path, reason: "timestamp \(timestamp) s does not increase")
        }
        lastTick = tick
        do throws(FFmpegCallFailure) {
            // The encoder may still hold the previous picture's buffer.
            let writable = av_frame_make_writable(frame.pointer)
            guard writable >= 0 else { throw FFmpegCallFailure(code: writable) }
            try converter.fill(frame, from: image)
            frame.pointer.pointee.pts = tick
            try encoder.send(frame)
        } catch {
            throw .cannotWrite(path: url.path, reason: error.text)
        }
        try writePendingPackets()
    }

    /// Flushes the encoder and closes the file. Must be called; a video without it is truncated.
    public func finish() throws(MediaError) {
        guard !finished else { return }
        finished = true
        do { try encoder.send(nil) } catch { throw .cannotWrite(path: url.path, reason: error.text) }
        try writePendingPackets()
        if holdingPacket {
            heldPacket.pointer.pointee.duration = lastDuration
            try container.write(heldPacket)
            holdingPacket = false
        }
        try container.writeTrailer()
    }

    private func writePendingPackets() throws(MediaError) {
        while true {
            let got: Bool
            do { got = try encoder.receive(into: packet) } catch { throw .cannotWrite(path: url.path, reason: error.text) }
            guard got else { return }
            av_packet_rescale_ts(packet.pointer, encoder.pointer.pointee.time_base, stream.pointee.time_base)
            packet.pointer.pointee.stream_index = stream.pointee.index
            if holdingPacket {
                lastDuration = max(1, packet.pointer.pointee.dts - heldPacket.pointer.pointee.dts)
                heldPacket.pointer.pointee.duration = lastDuration
                try container.write(heldPacket)
            }
            av_packet_move_ref(heldPacket.pointer, packet.pointer)
            holdingPacket = true
        }
    }
}
