extension ValueRange where Value == Double {
    /// The frame rates a source may be capped at, whether a command line, a source
    /// configuration or a manifest asks: one range for the decoder and the manifest reader,
    /// which share only this module.
    public static var maximumFrameRate: ValueRange { .above(0, atMost: 1000) }
}
