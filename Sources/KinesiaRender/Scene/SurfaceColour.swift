/// A surface's colour under full white light, each channel 0…1.
public struct SurfaceColour: Sendable, Hashable {
    public var red: Double, green: Double, blue: Double

    public init(_ red: Double, _ green: Double, _ blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// From 8-bit sRGB-like values, as colours are usually written down.
    public init(bytes red: Int, _ green: Int, _ blue: Int) {
        self.init(Double(red) / 255, Double(green) / 255, Double(blue) / 255)
    }

    public static func * (colour: SurfaceColour, light: Double) -> SurfaceColour {
        SurfaceColour(colour.red * light, colour.green * light, colour.blue * light)
    }
}
