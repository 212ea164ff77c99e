import CFFmpeg

/// Owns an AVFormatContext opened for reading: a media file, or a capture device when
/// `deviceFormat` names a libavdevice input ("video4linux2").
final class InputContainer {
    let pointer: UnsafeMutablePointer<AVFormatContext>
    let path: String

    /// `nonBlocking` makes reads report `.notYet` instead of waiting for a live device.
    /// Probing decodes a picture or two; `maximumPixels` bounds them, so a file declaring a
    /// huge picture is refused by the decoder before it allocates one.
    init(path: String, deviceFormat: String? = nil, nonBlocking: Bool = false, maximumPixels: Int) throws(MediaError) {
        self.path = path
        var inputFormat: UnsafePointer<AVInputFormat>?
        if let deviceFormat {
            avdevice_register_all()
            inputFormat = av_find_input_format(deviceFormat)
            guard inputFormat != nil else {
                throw .noCamera(device: path, reason: "this FFmpeg has no \(deviceFormat) input")
            }
        }
        var context = avformat_alloc_context()
        if nonBlocking { context?.pointee.flags |= AVFMT_FLAG_NONBLOCK }
        let opened = avformat_open_input(&context, path, inputFormat, nil)
        guard opened >= 0, let context else {
            let reason = ffmpegErrorText(opened)
            if deviceFormat != nil { throw .noCamera(device: path, reason: reason) }
            throw .unreadable(path: path, reason: reason)
        }
        pointer = context
        // Most containers state the picture size in their header: refuse a huge one before
        // probing decodes anything (the probe's own refusal would forget the size).
        for index in 0..<Int(context.pointee.nb_streams) {
            guard let parameters = context.pointee.streams[index]?.pointee.codecpar else { continue }
            if let tooLarge = PictureBound.excess(width: Int(parameters.pointee.width), height: Int(parameters.pointee.height), maximumPixels: maximumPixels) {
                throw .unreadable(path: path, reason: tooLarge)
            }
        }
        var probeOptions = [OpaquePointer?](repeating: nil, count: Int(context.pointee.nb_streams))
        for index in probeOptions.indices { av_dict_set(&probeOptions[index], "max_pixels", "\(maximumPixels)", 0) }
        let probed = probeOptions.withUnsafeMutableBufferPointer { avformat_find_stream_info(context, $0.baseAddress) }
        for index in probeOptions.indices { av_dict_free(&probeOptions[index]) }
        guard probed >= 0 else { throw .unreadable(path: path, reason: ffmpegErrorText(probed)) }
    }

    deinit {
        var context: UnsafeMutablePointer<AVFormatContext>? = pointer
        avformat_close_input(&context)
    }

    /// The stream FFmpeg itself would pick for video.
    func bestVideoStream() throws(MediaError) -> UnsafeMutablePointer<AVStream> {
        let index = av_find_best_stream(pointer, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard index >= 0, let stream = pointer.pointee.streams[Int(index)] else {
            throw .noVideoStream(path: path)
        }
        return stream
    }

    enum ReadOutcome { case packet, endOfInput, notYet }

    /// Reads the next packet of any stream.
    func read(into packet: PacketBuffer) throws(FFmpegCallFailure) -> ReadOutcome {
        let status = av_read_frame(pointer, packet.pointer)
        if status == ffmpegTryAgain { return .notYet }
        if status == ffmpegEndOfFile {
            if let ioError { throw FFmpegCallFailure(code: ioError) }
            return .endOfInput
        }
        guard status >= 0 else { throw FFmpegCallFailure(code: status) }
        return .packet
    }

    /// Whether the container is a raw stream of fixed-size frames with nothing after the last
    /// one (Y4M, raw video): there, bytes left over at the end are a frame cut short, which
    /// the demuxer reports as a plain end of file.
    var holdsOnlyFrames: Bool {
        let name = String(cString: pointer.pointee.iformat.pointee.name)
        return name == "yuv4mpegpipe" || name == "rawvideo"
    }

    /// The file's size in bytes, when the I/O layer knows it.
    var byteSize: Int64? {
        guard let io = pointer.pointee.pb else { return nil }
        let size = avio_size(io)
        return size >= 0 ? size : nil
    }

    /// The I/O layer's sticky error, which av_read_frame can report as a plain end of file.
    var ioError: Int32? {
        guard let io = pointer.pointee.pb, io.pointee.error < 0 else { return nil }
        return io.pointee.error
    }
}
