/// A decoded 8-bit 4:2:0 picture (FFmpeg's `yuv420p`) copied out of the decoder's buffers, so
/// that its conversion to RGB can wait, or run on another thread than the decoding.
struct YUV420Image: Sendable {
    let width: Int
    let height: Int
    /// Rows keep the decoder's padding: copying whole planes is one `memcpy` each.
    let luma: [UInt8]
    let lumaStride: Int
    let blueDifference: [UInt8]
    let redDifference: [UInt8]
    let chromaStride: Int

    /// Copies the planes (`chromaStride` is shared by both chroma planes, as FFmpeg allocates them).
    init(width: Int, height: Int, luma: UnsafePointer<UInt8>, lumaStride: Int, blueDifference: UnsafePointer<UInt8>,
         redDifference: UnsafePointer<UInt8>, chromaStride: Int) {
        self.width = width
        self.height = height
        self.lumaStride = lumaStride
        self.chromaStride = chromaStride
        self.luma = Array(UnsafeBufferPointer(start: luma, count: lumaStride * height))
        let chromaBytes = chromaStride * ((height + 1) / 2)
        self.blueDifference = Array(UnsafeBufferPointer(start: blueDifference, count: chromaBytes))
        self.redDifference = Array(UnsafeBufferPointer(start: redDifference, count: chromaBytes))
    }

    /// Packed RGB24 by `YUV420Converter`'s integer formula.
    func rgbImage() -> RGBImage {
        luma.withUnsafeBufferPointer { luma in
            blueDifference.withUnsafeBufferPointer { blue in
                redDifference.withUnsafeBufferPointer { red in
                    YUV420Converter.rgbImage(from: YUV420Converter.Planes(
                        width: width, height: height, luma: luma.baseAddress!, lumaStride: lumaStride,
                        blueDifference: blue.baseAddress!, redDifference: red.baseAddress!, chromaStride: chromaStride))
                }
            }
        }
    }
}
