import CFFmpeg

/// Owns an AVFormatContext opened for writing, its file, and the header/trailer protocol.
/// The container format follows the file's extension.
final class OutputContainer {
    let pointer: UnsafeMutablePointer<AVFormatContext>
    let path: String
    private var headerWritten = false

    init(path: String) throws(MediaError) {
        self.path = path
        var context: UnsafeMutablePointer<AVFormatContext>?
        let allocated = avformat_alloc_output_context2(&context, nil, nil, path)
        guard allocated >= 0, let context else {
            throw .cannotWrite(path: path, reason: "no container for this extension: \(ffmpegErrorText(allocated))")
        }
        pointer = context
        let opened = avio_open(&context.pointee.pb, path, AVIO_FLAG_WRITE)
        guard opened >= 0 else { throw .cannotWrite(path: path, reason: ffmpegErrorText(opened)) }
    }

    deinit {
        avio_closep(&pointer.pointee.pb)
        avformat_free_context(pointer)
    }

    var wantsGlobalHeader: Bool { pointer.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 }

    func addStream() throws(MediaError) -> UnsafeMutablePointer<AVStream> {
        guard let stream = avformat_new_stream(pointer, nil) else { throw .cannotWrite(path: path, reason: "cannot add a stream") }
        return stream
    }

    func writeHeader() throws(MediaError) {
        let status = avformat_write_header(pointer, nil)
        guard status >= 0 else { throw .cannotWrite(path: path, reason: ffmpegErrorText(status)) }
        headerWritten = true
    }

    func write(_ packet: PacketBuffer) throws(MediaError) {
        let status = av_interleaved_write_frame(pointer, packet.pointer)
        guard status >= 0 else { throw .cannotWrite(path: path, reason: ffmpegErrorText(status)) }
    }

    func writeTrailer() throws(MediaError) {
        guard headerWritten else { return }
        let status = av_write_trailer(pointer)
        guard status >= 0 else { throw .cannotWrite(path: path, reason: ffmpegErrorText(status)) }
        avio_closep(&pointer.pointee.pb)
    }
}
