import CFFmpeg

/// Owns an AVCodecContext encoding video.
final class VideoEncoder {
    let pointer: UnsafeMutablePointer<AVCodecContext>

    init(codecName: String, configure: (UnsafeMutablePointer<AVCodecContext>) -> Void, path: String) throws(MediaError) {
        guard let codec = avcodec_find_encoder_by_name(codecName) else {
            throw .cannotWrite(path: path, reason: "this FFmpeg has no \(codecName) encoder")
        }
        guard let context = avcodec_alloc_context3(codec) else { fatalError("avcodec_alloc_context3: out of memory") }
        pointer = context
        configure(context)
        let opened = avcodec_open2(context, codec, nil)
        guard opened >= 0 else { throw .cannotWrite(path: path, reason: "\(codecName): \(ffmpegErrorText(opened))") }
    }

    deinit {
        var context: UnsafeMutablePointer<AVCodecContext>? = pointer
        avcodec_free_context(&context)
    }

    /// Feeds one frame, or nil to flush.
    func send(_ frame: FrameBuffer?) throws(FFmpegCallFailure) {
        let status = avcodec_send_frame(pointer, frame?.pointer)
        guard status >= 0 else { throw FFmpegCallFailure(code: status) }
    }

    /// The next encoded packet, false when the encoder needs more input or has finished.
    func receive(into packet: PacketBuffer) throws(FFmpegCallFailure) -> Bool {
        let status = avcodec_receive_packet(pointer, packet.pointer)
        if status == ffmpegTryAgain || status == ffmpegEndOfFile { return false }
        guard status >= 0 else { throw FFmpegCallFailure(code: status) }
        return true
    }
}
