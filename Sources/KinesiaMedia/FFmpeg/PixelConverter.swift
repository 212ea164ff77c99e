import CFFmpeg

/// Owns a SwsContext converting between pixel formats, or resizing RGB. The flags make
/// the output bit-exact: SIMD and C paths, and every machine, give the same bytes.
/// `yuv420p`, the common case, is copied out as a `YUV420Image` instead, for
/// `YUV420Converter`, which is as exact and far faster.
final class PixelConverter {
    private var context: OpaquePointer?
    private static let flags = SWS_BILINEAR | SWS_BITEXACT | SWS_ACCURATE_RND

    deinit { sws_freeContext(context) }

    /// A decoded frame's pixels, copied out of the decoder's buffers: `yuv420p` as it is,
    /// every other format as packed RGB24.
    func pixels(of frame: FrameBuffer) throws(FFmpegCallFailure) -> DecodedPixels {
        let source = frame.pointer
        if source.pointee.format == AV_PIX_FMT_YUV420P.rawValue, let image = yuv420Image(of: source) {
            return .yuv420(image)
        }
        return .rgb(try rgbImage(from: source))
    }

    private func rgbImage(from source: UnsafeMutablePointer<AVFrame>) throws(FFmpegCallFailure) -> RGBImage {
        let (width, height) = (Int(source.pointee.width), Int(source.pointee.height))
        try prepare(width: width, height: height, from: AVPixelFormat(rawValue: source.pointee.format), to: AV_PIX_FMT_RGB24)
        return rgbImage(width: width, height: height) { targetPlanes, targetStrides in
            withPlanes(of: source) { planes, strides in
                _ = sws_scale(context, planes, strides, 0, Int32(height), targetPlanes, targetStrides)
            }
        }
    }

    /// `image` resized to `width` × `height`, bilinear: the same bytes on every machine.
    func rescaled(_ image: RGBImage, toWidth width: Int, height: Int) throws(FFmpegCallFailure) -> RGBImage {
        try prepare(width: image.width, height: image.height, from: AV_PIX_FMT_RGB24,
                    toWidth: width, height: height, format: AV_PIX_FMT_RGB24)
        return rgbImage(width: width, height: height) { targetPlanes, targetStrides in
            image.bytes.withUnsafeBufferPointer { pixels in
                var sourcePlanes: [UnsafePointer<UInt8>?] = [pixels.baseAddress, nil, nil, nil]
                var sourceStrides: [Int32] = [Int32(image.stride), 0, 0, 0]
                _ = sws_scale(context, &sourcePlanes, &sourceStrides, 0, Int32(image.height), targetPlanes, targetStrides)
            }
        }
    }

    /// A `width` × `height` RGB24 image that `convert` writes through the planes and strides it is given.
    private func rgbImage(
        width: Int, height: Int,
        _ convert: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int32>) -> Void
    ) -> RGBImage {
        let count = width * height * 3
        // The spare capacity absorbs any write past the last row that a conversion routine
        // makes; the image keeps exactly width × height × 3 bytes.
        let bytes = [UInt8](unsafeUninitializedCapacity: count + 64) { buffer, initialized in
            var targetPlanes: [UnsafeMutablePointer<UInt8>?] = [buffer.baseAddress, nil, nil, nil]
            var targetStrides: [Int32] = [Int32(width * 3), 0, 0, 0]
            convert(&targetPlanes, &targetStrides)
            initialized = count
        }
        return RGBImage(width: width, height: height, bytes: bytes)
    }

    /// Fills `frame` (already allocated in its own pixel format and size) from an RGB image.
    func fill(_ frame: FrameBuffer, from image: RGBImage) throws(FFmpegCallFailure) {
        let target = frame.pointer
        try prepare(width: image.width, height: image.height,
                    from: AV_PIX_FMT_RGB24, to: AVPixelFormat(rawValue: target.pointee.format))
        image.bytes.withUnsafeBufferPointer { pixels in
            var sourcePlanes: [UnsafePointer<UInt8>?] = [pixels.baseAddress, nil, nil, nil]
            var sourceStrides: [Int32] = [Int32(image.stride), 0, 0, 0]
            withUnsafeMutablePointer(to: &target.pointee.data) { data in
                data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
                    withUnsafePointer(to: &target.pointee.linesize) { linesize in
                        linesize.withMemoryRebound(to: Int32.self, capacity: 8) { strides in
                            _ = sws_scale(context, &sourcePlanes, &sourceStrides, 0, Int32(image.height), planes, strides)
                        }
                    }
                }
            }
        }
    }

    private func yuv420Image(of frame: UnsafeMutablePointer<AVFrame>) -> YUV420Image? {
        let (data, linesize) = (frame.pointee.data, frame.pointee.linesize)
        // Negative strides (bottom-up pictures) are left to swscale.
        guard let luma = data.0, let cb = data.1, let cr = data.2,
              linesize.0 > 0, linesize.1 > 0, linesize.1 == linesize.2 else { return nil }
        return YUV420Image(width: Int(frame.pointee.width), height: Int(frame.pointee.height),
                           luma: UnsafePointer(luma), lumaStride: Int(linesize.0),
                           blueDifference: UnsafePointer(cb), redDifference: UnsafePointer(cr),
                           chromaStride: Int(linesize.1))
    }

    private func prepare(width: Int, height: Int, from source: AVPixelFormat, to target: AVPixelFormat) throws(FFmpegCallFailure) {
        try prepare(width: width, height: height, from: source, toWidth: width, height: height, format: target)
    }

    private func prepare(
        width: Int, height: Int, from source: AVPixelFormat, toWidth targetWidth: Int, height targetHeight: Int, format target: AVPixelFormat
    ) throws(FFmpegCallFailure) {
        // sws_getCachedContext frees the old context when it fails, so never keep it then.
        let cached = sws_getCachedContext(context, Int32(width), Int32(height), source,
                                          Int32(targetWidth), Int32(targetHeight), target, Self.flags, nil, nil, nil)
        context = cached
        guard cached != nil else { throw FFmpegCallFailure(code: kinesia_averror(EINVAL)) }
    }

    private func withPlanes(of frame: UnsafeMutablePointer<AVFrame>,
                            _ body: (UnsafePointer<UnsafePointer<UInt8>?>, UnsafePointer<Int32>) -> Void) {
        withUnsafePointer(to: &frame.pointee.data) { data in
            data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { planes in
                withUnsafePointer(to: &frame.pointee.linesize) { linesize in
                    linesize.withMemoryRebound(to: Int32.self, capacity: 8) { strides in body(planes, strides) }
                }
            }
        }
    }
}
