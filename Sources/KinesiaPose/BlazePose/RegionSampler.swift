import KinesiaMedia

/// Cuts a `PoseRegion` out of an image into a square f32 RGB model input, by an affine warp
/// with bilinear sampling: TensorFlow.js's `image.transform` as its BlazePose runs it (output
/// pixel u samples the region's corner + u steps, in pixel-index coordinates). Measured
/// against its reference landmarks, this beats the pixel-centre convention of OpenCV's warp.
struct RegionSampler {
    /// What lies outside the image: black (the detector's letterbox) or the nearest edge
    /// pixel (the landmark crop).
    enum Border { case zero, replicate }

    var size: Int
    /// Byte values map to `byte * scale + offset`.
    var scale: Float
    var offset: Float
    var border: Border

    func sample(_ image: RGBImage, region: PoseRegion, into output: UnsafeMutableBufferPointer<Float>) {
        precondition(output.count == size * size * 3, "the model input holds \(size)×\(size)×3 floats")
        let width = Double(image.width), height = Double(image.height)
        let origin = region.project(x: 0, y: 0)
        let right = region.project(x: 1, y: 0)
        let down = region.project(x: 0, y: 1)
        let n = Double(size)
        // Per output pixel step along a row and down a column, in source pixels.
        let stepX = ((right.x - origin.x) * width / n, (right.y - origin.y) * height / n)
        let stepY = ((down.x - origin.x) * width / n, (down.y - origin.y) * height / n)
        let originX = origin.x * width, originY = origin.y * height
        let maxX = image.width - 1, maxY = image.height - 1
        let rowBytes = image.width * 3
        image.bytes.withUnsafeBufferPointer { pixels in
            // Byte value of channel `channel` at (sx, sy), or what the border puts there.
            func byte(_ sx: Int, _ sy: Int, _ channel: Int) -> Float {
                if sx < 0 || sx > maxX || sy < 0 || sy > maxY {
                    // Black outside the image is byte 0.
                    if border == .zero { return 0 }
                    return Float(pixels[min(max(sy, 0), maxY) * rowBytes + min(max(sx, 0), maxX) * 3 + channel])
                }
                return Float(pixels[sy * rowBytes + sx * 3 + channel])
            }
            var index = 0
            for v in 0..<size {
                let rowX = originX + Double(v) * stepY.0
                let rowY = originY + Double(v) * stepY.1
                for u in 0..<size {
                    let x = rowX + Double(u) * stepX.0
                    let y = rowY + Double(u) * stepX.1
                    let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
                    let fx = Float(x - Double(x0)), fy = Float(y - Double(y0))
                    let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
                    if x0 >= 0, y0 >= 0, x0 < maxX, y0 < maxY {
                        let base = y0 * rowBytes + x0 * 3
                        for channel in 0..<3 {
                            let top = base + channel, bottom = top + rowBytes
                            let value = w00 * Float(pixels[top]) + w10 * Float(pixels[top + 3])
                                + w01 * Float(pixels[bottom]) + w11 * Float(pixels[bottom + 3])
                            output[index + channel] = value * scale + offset
                        }
                    } else {
                        for channel in 0..<3 {
                            let value = w00 * byte(x0, y0, channel) + w10 * byte(x0 + 1, y0, channel)
                                + w01 * byte(x0, y0 + 1, channel) + w11 * byte(x0 + 1, y0 + 1, channel)
                            output[index + channel] = value * scale + offset
                        }
                    }
                    index += 3
                }
            }
        }
    }
}
