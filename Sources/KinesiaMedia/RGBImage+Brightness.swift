extension RGBImage {
    /// Every channel scaled by (100 + `percent`) %, rounded half up and clamped to 0…255: a
    /// brightness change in integers, so the same bytes on every machine.
    package func brightnessScaled(byPercent percent: Int) -> RGBImage {
        let factor = 100 + percent
        // One entry per byte value: the scaling is a lookup, never floating point.
        let table = (0...255).map { value in UInt8(clamping: (value * factor + 50) / 100) }
        return RGBImage(width: width, height: height, bytes: bytes.map { table[Int($0)] })
    }
}
