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
    public var json: JSONValue {
        [
            "angle": JSONValue(angle?.rawValue), "height": JSONValue(height?.rawValue), "lens": JSONValue(lens?.rawValue),
            "mirrored": .bool(mirrored), "lighting": JSONValue(lighting?.rawValue),
        ]
    }

    public static let jsonKeys: JSONKeys = ["angle", "height", "lens", "mirrored", "lighting"]

    public init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            angle: try fields.optionalChoice("angle", as: Angle.self), height: try fields.optionalChoice("height", as: Height.self),
            lens: try fields.optionalChoice("lens", as: Lens.self), mirrored: try fields.bool("mirrored"),
            lighting: try fields.optionalChoice("lighting", as: Lighting.self))
    }
}

// The tags a measured camera gets, for the writers that know the camera in numbers (the
// renderer, the synthetic corpus, the motion-capture projections) rather than by eye.
extension CameraTags.Angle {
    /// The angle nearest `yaw`, degrees around the person: 0 in front, 90 at a side (either
    /// side, and any number of turns).
    public init(yaw: Double) {
        let turned = (yaw.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let fromFront = min(turned, 360 - turned)
        self = fromFront < 22.5 ? .front : fromFront < 67.5 ? .diagonal : fromFront < 135 ? .side : .back
    }
}

extension CameraTags.Height {
    /// The height a lens `metres` above the floor is filmed from.
    public init(metres: Double) {
        self = metres < 0.45 ? .floor : metres < 1.1 ? .waist : metres < 1.5 ? .chest : metres < 1.9 ? .head : .overhead
    }

    /// Where a phone filming from this height sits, metres above the floor: the camera
    /// `kinesia render --height NAME` and the motion-capture projections place.
    public var typicalMetres: Double {
        switch self {
        case .floor: 0.15
        case .waist: 0.9
        case .chest: 1.3
        case .head: 1.65
        case .overhead: 2.2
        }
    }
}

extension CameraTags.Lens {
    /// The lens of a camera seeing `diagonalFieldOfView` degrees: a phone's main camera is
    /// about 75°, its selfie camera about 80° and its ultra-wide about 120°; a 2× telephoto
    /// about 40°.
    public init(diagonalFieldOfView: Double) {
        self = diagonalFieldOfView < 55 ? .telephoto : diagonalFieldOfView < 78 ? .standard : diagonalFieldOfView < 100 ? .wide : .ultraWide
    }
}

extension CameraTags.Lighting {
    /// `brightness` is 1 in a well-lit room (0.4 a dim one); a window behind the person makes it
    /// backlit whatever the brightness.
    public init(brightness: Double, backlit: Bool) {
        self = backlit ? .backlit : brightness < 0.7 ? .dim : brightness > 1.2 ? .bright : .normal
    }
}
