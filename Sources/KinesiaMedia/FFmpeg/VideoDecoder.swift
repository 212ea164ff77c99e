import CFFmpeg

/// Owns an AVCodecContext decoding one video stream.
final class VideoDecoder {
    let pointer: UnsafeMutablePointer<AVCodecContext>

    init(stream: UnsafeMutablePointer<AVStream>, threads: Int, maximumPixels: Int, path: String) throws(MediaError) {
        let parameters = stream.pointee.codecpar!
        guard let codec = avcodec_find_decoder(parameters.pointee.codec_id) else {
            throw .unsupportedCodec(path: path, codec: String(cString: avcodec_get_name(parameters.pointee.codec_id)))
        }
        guard let context = avcodec_alloc_context3(codec) else { fatalError("avcodec_alloc_context3: out of memory") }
        pointer = context
        let copied = avcodec_parameters_to_context(context, parameters)
        guard copied >= 0 else { throw .unreadable(path: path, reason: ffmpegErrorText(copied)) }
        context.pointee.thread_count = Int32(clamping: threads)
        context.pointee.max_pixels = Int64(maximumPixels)
        context.pointee.pkt_timebase = stream.pointee.time_base
        let opened = avcodec_open2(context, codec, nil)
        guard opened >= 0 else { throw .unreadable(path: path, reason: ffmpegErrorText(opened)) }
    }

    /// A decoder of bare packets of `codec`, outside any container, on one thread: `name`
    /// stands for the file in errors.
    init(codec codecID: AVCodecID, name: String) throws(MediaError) {
        guard let codec = avcodec_find_decoder(codecID) else {
            throw .unsupportedCodec(path: name, codec: String(cString: avcodec_get_name(codecID)))
        }
        guard let context = avcodec_alloc_context3(codec) else { fatalError("avcodec_alloc_context3: out of memory") }
        pointer = context
        context.pointee.thread_count = 1
        let opened = avcodec_open2(context, codec, nil)
        guard opened >= 0 else { throw .unreadable(path: name, reason: ffmpegErrorText(opened)) }
    }

    /// The threads the opened decoder runs: the count asked for, or FFmpeg's choice for 0.
    var threadCount: Int { Int(pointer.pointee.thread_count) }

    deinit {
        var context: UnsafeMutablePointer<AVCodecContext>? = pointer
        avcodec_free_context(&context)
    }

    /// Feeds one packet, or nil to start draining at the end of input.
    func send(_ packet: PacketBuffer?) throws(FFmpegCallFailure) {
        let status = avcodec_send_packet(pointer, packet?.pointer)
        guard status >= 0 || status == ffmpegEndOfFile else { throw FFmpegCallFailure(code: status) }
    }

    enum Output { case frame, needsInput, finished }

    func receive(into frame: FrameBuffer) throws(FFmpegCallFailure) -> Output {
        let status = avcodec_receive_frame(pointer, frame.pointer)
        if status >= 0 { return .frame }
        if status == ffmpegTryAgain { return .needsInput }
        if status == ffmpegEndOfFile { return .finished }
        throw FFmpegCallFailure(code: status)
    }
}
