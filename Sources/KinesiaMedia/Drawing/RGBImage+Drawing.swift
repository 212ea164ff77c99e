/// Drawing on pixels, in integer steps so the same call gives the same pixels on every
/// machine: for report images (a frame with its keypoints), contact sheets and docs.
extension RGBImage {
    /// A disc of `radius` pixels centred on (x, y); parts outside the image are clipped.
    public mutating func fillDisc(x: Int, y: Int, radius: Int, _ colour: RGBPixel) {
        guard radius >= 0 else { return }
        for dy in -radius...radius {
            for dx in -radius...radius where dx * dx + dy * dy <= radius * radius { set(x + dx, y + dy, colour) }
        }
    }

    /// A ring: the disc of `radius` less the disc of `radius - thickness`.
    public mutating func strokeCircle(x: Int, y: Int, radius: Int, thickness: Int, _ colour: RGBPixel) {
        guard radius > 0 else { return }
        let inner = max(0, radius - thickness)
        for dy in -radius...radius {
            for dx in -radius...radius {
                let squared = dx * dx + dy * dy
                if squared <= radius * radius, squared > inner * inner { set(x + dx, y + dy, colour) }
            }
        }
    }

    /// A line from (x0, y0) to (x1, y1), `thickness` pixels wide (Bresenham, each step a disc).
    package mutating func drawLine(from start: (x: Int, y: Int), to end: (x: Int, y: Int), thickness: Int, _ colour: RGBPixel) {
        var (x, y) = start
        let (dx, dy) = (abs(end.x - start.x), -abs(end.y - start.y))
        let (stepX, stepY) = (start.x < end.x ? 1 : -1, start.y < end.y ? 1 : -1)
        var error = dx + dy
        let radius = max(0, (thickness - 1) / 2)
        while true {
            fillDisc(x: x, y: y, radius: radius, colour)
            if x == end.x, y == end.y { break }
            let doubled = 2 * error
            if doubled >= dy { error += dy; x += stepX }
            if doubled <= dx { error += dx; y += stepY }
        }
    }

    /// A pixel, or nothing when (x, y) is outside the image.
    public mutating func set(_ x: Int, _ y: Int, _ colour: RGBPixel) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        self[x, y] = colour
    }
}
