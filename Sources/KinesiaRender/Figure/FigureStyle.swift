/// How the rendered person looks: build and colours. Girth scales every body part's
/// thickness (1 is an average adult build).
public struct FigureStyle: Sendable, Hashable {
    public var girth = 1.0
    public var skin = SurfaceColour(bytes: 224, 172, 138)
    public var shirt = SurfaceColour(bytes: 38, 88, 196)
    public var shorts = SurfaceColour(bytes: 34, 34, 44)
    public var hair = SurfaceColour(bytes: 52, 36, 26)
    public var shoes = SurfaceColour(bytes: 242, 242, 240)
    public var eyeWhite = SurfaceColour(bytes: 245, 245, 242)
    public var iris = SurfaceColour(bytes: 48, 32, 24)
    public var lips = SurfaceColour(bytes: 158, 72, 70)

    public init(girth: Double = 1) { self.girth = girth }
}
