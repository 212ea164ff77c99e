import CFFmpeg

/// A picture encoded as a JPEG (FFmpeg's MJPEG encoder, full-range 4:2:0, at a fixed quantizer)
/// and decoded back: what a lossy intra re-encode does to pixels. One thread each way and
/// bit-exact conversions, so the same picture always comes back as the same bytes.
struct JPEGRoundTrip: Sendable {
    /// MJPEG's quantizer scale, 2 (finest) to 31.
    let quantizer: Int

    private static let encoderName = "the MJPEG encoder"
    private static let decoderName = "the MJPEG decoder"

    /// Throws `MediaError` naming the encoder or decoder that failed.
    func passing(_ image: RGBImage) throws(MediaError) -> RGBImage {
        let converter = PixelConverter()
        let packet = try encoded(image, with: converter)
        let decoder = try VideoDecoder(codec: AV_CODEC_ID_MJPEG, name: Self.decoderName)
        let frame = FrameBuffer()
        do throws(FFmpegCallFailure) {
            try decoder.send(packet)
            try decoder.send(nil)
            guard try decoder.receive(into: frame) == .frame else {
                throw FFmpegCallFailure(code: ffmpegInvalidArgument)
            }
            return try converter.pixels(of: frame).rgbImage()
        } catch {
            throw .unreadable(path: Self.decoderName, reason: error.text)
        }
    }

    /// The picture as one JPEG packet.
    private func encoded(_ image: RGBImage, with converter: PixelConverter) throws(MediaError) -> PacketBuffer {
        let quality = FF_QP2LAMBDA * Int32(quantizer)
        let encoder = try VideoEncoder(codecName: "mjpeg", configure: { context in
            context.pointee.width = Int32(image.width)
            context.pointee.height = Int32(image.height)
            // The J format is full range, as a JPEG is; plain yuv420p would be squeezed to video range.
            context.pointee.pix_fmt = AV_PIX_FMT_YUVJ420P
            context.pointee.time_base = AVRational(num: 1, den: 1)
            context.pointee.thread_count = 1
            context.pointee.flags |= AV_CODEC_FLAG_QSCALE
            context.pointee.global_quality = quality
        }, path: Self.encoderName)
        let frame = FrameBuffer()
        frame.pointer.pointee.width = Int32(image.width)
        frame.pointer.pointee.height = Int32(image.height)
        frame.pointer.pointee.format = AV_PIX_FMT_YUVJ420P.rawValue
        let packet = PacketBuffer()
        do throws(FFmpegCallFailure) {
            let allocated = av_frame_get_buffer(frame.pointer, 0)
            guard allocated >= 0 else { throw FFmpegCallFailure(code: allocated) }
            try converter.fill(frame, from: image)
            // A fixed-quantizer encoder takes each picture's quantizer from the picture.
            frame.pointer.pointee.quality = quality
            frame.pointer.pointee.pts = 0
            try encoder.send(frame)
            try encoder.send(nil)
            guard try encoder.receive(into: packet) else { throw FFmpegCallFailure(code: ffmpegInvalidArgument) }
        } catch {
            throw .cannotWrite(path: Self.encoderName, reason: error.text)
        }
        return packet
    }
}
