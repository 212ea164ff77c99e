/// How the fixture was filmed. The values are closed sets so that `--tags angle=side` cannot
/// silently miss a fixture spelled `sideways`; `mirrored` is also passed to the pipeline.
public struct CameraTags: Sendable, Hashable {
    public enum Angle: String, Sendable, Hashable, CaseIterable {
        case front, diagonal, side, back
    }

    public enum Height: String, Sendable, Hashable, CaseIterable {
        case floor, waist, chest, head, overhead
    }

    public enum Lens: String, Sendable, Hashable, CaseIterable {
        case standard, wide, ultraWide, telephoto
    }

    public enum Lighting: String, Sendable, Hashable, CaseIterable {
        case bright, normal, dim, backlit
    }

    public var angle: Angle?
    public var height: Height?
    public var lens: Lens?
    /// The picture is a mirror image (a front camera's preview).
    public var mirrored: Bool
    public var lighting: Lighting?

    public init(angle: Angle? = nil, height: Height? = nil, lens: Lens? = nil, mirrored: Bool = false, lighting: Lighting? = nil) {
        self.angle = angle
        self.height = height
        self.lens = lens
        self.mirrored = mirrored
        self.lighting = lighting
    }
}
