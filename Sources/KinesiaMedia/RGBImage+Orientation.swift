extension RGBImage {
    /// The picture turned clockwise by `rotation`; width and height swap for quarter turns.
    /// Pure pixel moves, so the result is bit-exact.
    public func rotated(_ rotation: ImageRotation) -> RGBImage {
        if rotation == .none { return self }
        let (outWidth, outHeight) = rotation.turned(width: width, height: height)
        var out = [UInt8](repeating: 0, count: bytes.count)
        let (sourceWidth, sourceHeight) = (width, height)
        bytes.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for y in 0..<sourceHeight {
                    for x in 0..<sourceWidth {
                        // Where source pixel (x, y) lands after the clockwise turn.
                        let (tx, ty): (Int, Int)
                        switch rotation {
                        case .none: (tx, ty) = (x, y)
                        case .clockwise90: (tx, ty) = (sourceHeight - 1 - y, x)
                        case .clockwise180: (tx, ty) = (sourceWidth - 1 - x, sourceHeight - 1 - y)
                        case .clockwise270: (tx, ty) = (y, sourceWidth - 1 - x)
                        }
                        let from = (y * sourceWidth + x) * 3
                        let to = (ty * outWidth + tx) * 3
                        target[to] = source[from]
                        target[to + 1] = source[from + 1]
                        target[to + 2] = source[from + 2]
                    }
                }
            }
        }
        return RGBImage(width: outWidth, height: outHeight, bytes: out)
    }

    /// The picture mirrored left to right (what a selfie camera shows).
    public func flippedHorizontally() -> RGBImage {
        var out = [UInt8](repeating: 0, count: bytes.count)
        let (rowWidth, rows) = (width, height)
        bytes.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for y in 0..<rows {
                    let row = y * rowWidth * 3
                    for x in 0..<rowWidth {
                        let from = row + x * 3
                        let to = row + (rowWidth - 1 - x) * 3
                        target[to] = source[from]
                        target[to + 1] = source[from + 1]
                        target[to + 2] = source[from + 2]
                    }
                }
            }
        }
        return RGBImage(width: width, height: height, bytes: out)
    }
}
