/// The message for a picture above a source's pixel bound (`FrameSourceOptions.maximumPixels`).
enum PictureBound {
    static func excess(width: Int, height: Int, maximumPixels: Int) -> String? {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > maximumPixels else { return nil }
        return "the picture is \(width)×\(height), above the \(maximumPixels) pixels allowed (max-pixels=N in a source string raises the bound)"
    }
}
