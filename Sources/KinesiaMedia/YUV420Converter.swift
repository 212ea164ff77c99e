/// 8-bit 4:2:0 limited-range YCbCr (FFmpeg's `yuv420p`, what H.264 and VP9 decoders almost
/// always give) to packed RGB24 in integer arithmetic only, so every machine, thread count
/// and vector width gives the same bytes.
///
/// Per pixel, with Cb and Cr taken from the chroma sample covering its 2×2 block (no
/// interpolation):
///
///     c = 298 × (Y − 16) + 128,  d = Cb − 128,  e = Cr − 128
///     R = clamp((c + 409 e) >> 8)
///     G = clamp((c − 100 d − 208 e) >> 8)
///     B = clamp((c + 516 d) >> 8)          clamp to 0…255; >> rounds towards −∞
///
/// These are the ITU-R BT.601 limited-range coefficients × 256, the matrix swscale assumes
/// by default. swscale's bit-exact mode, kept for every other pixel format, took about five
/// times as long on this one.
enum YUV420Converter {
    /// The decoder's planes, borrowed for one conversion; rows may be padded.
    struct Planes {
        let width: Int
        let height: Int
        let luma: UnsafePointer<UInt8>
        let lumaStride: Int
        let blueDifference: UnsafePointer<UInt8>
        let redDifference: UnsafePointer<UInt8>
        /// Shared by both chroma planes, as FFmpeg allocates them.
        let chromaStride: Int
    }

    /// Sixteen pixels a step (the shipping path), or one at a time: the same bytes
    /// (YUV420ConversionTests). An unoptimized build converts one at a time, the faster of the
    /// two there, where SIMD arithmetic is generic calls.
    #if DEBUG
    static let bySixteen = false
    #else
    static let bySixteen = true
    #endif

    static func rgbImage(from planes: Planes, bySixteen: Bool = YUV420Converter.bySixteen) -> RGBImage {
        let (width, height) = (planes.width, planes.height)
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 3) { buffer, initialized in
            for y in 0..<height {
                let chromaOffset = (y >> 1) * planes.chromaStride
                convertRow(width: width,
                           luma: planes.luma + y * planes.lumaStride,
                           blueDifference: planes.blueDifference + chromaOffset,
                           redDifference: planes.redDifference + chromaOffset,
                           into: buffer.baseAddress! + y * width * 3, bySixteen: bySixteen)
            }
            initialized = width * height * 3
        }
        return RGBImage(width: width, height: height, bytes: bytes)
    }

    private typealias Lanes = SIMD8<Int32>

    /// Sixteen pixels (eight chroma pairs) at a time, then one at a time for the rest. Both
    /// compute the documented formula; only the grouping differs.
    private static func convertRow(width: Int, luma: UnsafePointer<UInt8>, blueDifference: UnsafePointer<UInt8>,
                                   redDifference: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, bySixteen: Bool) {
        var pair = 0
        while bySixteen, 2 * pair + 16 <= width {
            let d = Lanes(truncatingIfNeeded: UnsafeRawPointer(blueDifference + pair).loadUnaligned(as: SIMD8<UInt8>.self)) &- 128
            let e = Lanes(truncatingIfNeeded: UnsafeRawPointer(redDifference + pair).loadUnaligned(as: SIMD8<UInt8>.self)) &- 128
            let (red, green, blue) = (409 &* e, -100 &* d &- 208 &* e, 516 &* d)
            let y = UnsafeRawPointer(luma + 2 * pair).loadUnaligned(as: SIMD16<UInt8>.self)
            let even = 298 &* (Lanes(truncatingIfNeeded: y.evenHalf) &- 16) &+ 128
            let odd = 298 &* (Lanes(truncatingIfNeeded: y.oddHalf) &- 16) &+ 128
            let (evenRed, evenGreen, evenBlue) = (channel(even &+ red), channel(even &+ green), channel(even &+ blue))
            let (oddRed, oddGreen, oddBlue) = (channel(odd &+ red), channel(odd &+ green), channel(odd &+ blue))
            let target = out + 6 * pair
            for lane in 0..<8 {
                target[6 * lane] = evenRed[lane]
                target[6 * lane + 1] = evenGreen[lane]
                target[6 * lane + 2] = evenBlue[lane]
                target[6 * lane + 3] = oddRed[lane]
                target[6 * lane + 4] = oddGreen[lane]
                target[6 * lane + 5] = oddBlue[lane]
            }
            pair += 8
        }
        for x in (2 * pair)..<width {
            let d = Int32(blueDifference[x >> 1]) &- 128, e = Int32(redDifference[x >> 1]) &- 128
            let c = 298 &* (Int32(luma[x]) &- 16) &+ 128
            out[3 * x] = clamped(c &+ 409 &* e)
            out[3 * x + 1] = clamped(c &- 100 &* d &- 208 &* e)
            out[3 * x + 2] = clamped(c &+ 516 &* d)
        }
    }

    @inline(__always)
    private static func channel(_ value: Lanes) -> SIMD8<UInt8> {
        SIMD8<UInt8>(truncatingIfNeeded: (value &>> 8).clamped(lowerBound: Lanes(repeating: 0), upperBound: Lanes(repeating: 255)))
    }

    private static func clamped(_ value: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: min(max(value &>> 8, 0), 255))
    }
}
