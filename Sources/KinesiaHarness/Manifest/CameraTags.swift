import KinesiaSupport

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

// As results.json writes it (manifests/RESULTS.md).
extension CameraTags {
    var json: JSONValue {
        [
            "angle": JSONValue(angle?.rawValue), "height": JSONValue(height?.rawValue), "lens": JSONValue(lens?.rawValue),
            "mirrored": .bool(mirrored), "lighting": JSONValue(lighting?.rawValue),
        ]
    }

    static let jsonKeys: JSONKeys = ["angle", "height", "lens", "mirrored", "lighting"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            angle: try fields.optionalChoice("angle", as: Angle.self), height: try fields.optionalChoice("height", as: Height.self),
            lens: try fields.optionalChoice("lens", as: Lens.self), mirrored: try fields.bool("mirrored"),
            lighting: try fields.optionalChoice("lighting", as: Lighting.self))
    }
}
