import KinesiaSupport

/// Packed RGB24 pixels, row-major, no padding: row `y` starts at `y * width * 3`.
/// The one pixel format every frame source delivers, whatever the decoder produced.
public struct RGBImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public var bytes: [UInt8]

    /// Bytes per row; rows are never padded.
    package var stride: Int { width * 3 }

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 3,
                     "RGBImage needs width × height × 3 bytes")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// An image of one colour.
    public init(width: Int, height: Int, filledWith pixel: RGBPixel = RGBPixel(red: 0, green: 0, blue: 0)) {
        var bytes = [UInt8](repeating: 0, count: width * height * 3)
        for offset in Swift.stride(from: 0, to: bytes.count, by: 3) {
            bytes[offset] = pixel.red
            bytes[offset + 1] = pixel.green
            bytes[offset + 2] = pixel.blue
        }
        self.init(width: width, height: height, bytes: bytes)
    }

    public subscript(x: Int, y: Int) -> RGBPixel {
        get {
            let offset = (y * width + x) * 3
            return RGBPixel(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2])
        }
        set {
            let offset = (y * width + x) * 3
            bytes[offset] = newValue.red
            bytes[offset + 1] = newValue.green
            bytes[offset + 2] = newValue.blue
        }
    }
}

/// One RGB24 pixel.
public struct RGBPixel: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

extension RGBImage {
    /// SHA-256 of the size and pixels, in hex: a determinism digest.
    public var digest: String {
        var header: [UInt8] = []
        for value in [width, height] { withUnsafeBytes(of: UInt32(value).littleEndian) { header += $0 } }
        return SHA256.hex(of: header, bytes)
    }
}
