import KinesiaSupport

/// A session recorded on a phone with the engine's own `RecordedFrame` type — a JSON array of
/// `{"t": seconds, "points": {"rightElbow": [x, y]}}` — turned into poses in Kinesia's
/// coordinates (normalized to the image, origin at the top left, y down).
///
/// Such files are often in Apple Vision's normalized coordinates (origin at the bottom left)
/// or in pixels, and rarely say which; nothing is assumed. The file may be the bare array, or
/// an object `{"frames": [...], "origin", "units", "width", "height"}` that says; what it does
/// not say must be given (`DeviceRecording.Layout`), and what both say must agree. Every
/// refusal names its JSON path.
public enum DeviceRecording {
    public enum Origin: String, Sendable, Hashable, CaseIterable {
        /// Kinesia's and most image APIs': y grows downwards.
        case topLeft
        /// Apple Vision's normalized points: y grows upwards.
        case bottomLeft
    }

    public enum Units: String, Sendable, Hashable, CaseIterable {
        /// 0…1 of the image's width and height.
        case normalized
        /// Pixels of the upright image.
        case pixels
    }

    /// How the coordinates are to be read; nil where the file is to say.
    public struct Layout: Sendable, Hashable {
        public var origin: Origin?
        public var units: Units?
        /// The upright image's size in pixels: the poses' aspect ratio, and the scale of pixels.
        public var width: Int?
        public var height: Int?

        public init(origin: Origin? = nil, units: Units? = nil, width: Int? = nil, height: Int? = nil) {
            self.origin = origin
            self.units = units
            self.width = width
            self.height = height
        }
    }

    /// The poses of a device recording, with the layout they were read with.
    public static func poses(from json: JSONValue, given: Layout) throws(JSONContentError) -> (poses: [Pose], layout: Layout) {
        let framesValue: JSONValue, framesPath: JSONPath
        var layout = given
        switch json {
        case .array:
            (framesValue, framesPath) = (json, .root)
        case .object:
            let fields = try JSONObjectReader(json, keys: ["frames", "origin", "units", "width", "height"])
            (framesValue, framesPath) = (try fields.required("frames"), fields.path(of: "frames"))
            layout.origin = try agreed(given.origin, fields.optionalChoice("origin", as: Origin.self), key: "origin")
            layout.units = try agreed(given.units, fields.optionalChoice("units", as: Units.self), key: "units")
            layout.width = try agreed(given.width, pixels(fields, "width"), key: "width")
            layout.height = try agreed(given.height, pixels(fields, "height"), key: "height")
        default:
            throw JSONContentError(.root, .wrongType(expected: "an array of frames, or an object with frames", found: json.kind))
        }
        guard let origin = layout.origin else { throw unsaid("origin", Origin.allCases.map(\.rawValue)) }
        guard let units = layout.units else { throw unsaid("units", Units.allCases.map(\.rawValue)) }
        guard let width = layout.width, let height = layout.height else { throw unsaid("width and height", ["pixels of the upright image"]) }
        let frames = try framesValue.elements(at: framesPath, expected: "an array of frames")
        let (scaleX, scaleY) = units == .pixels ? (1 / Double(width), 1 / Double(height)) : (1, 1)
        var poses: [Pose] = []
        for (index, frame) in frames.enumerated() {
            let read = try Recording.pose(
                from: frame, index: index, previous: poses.last?.timestamp, aspectRatio: Double(width) / Double(height), in: framesPath)
            var pose = Pose(points: [Joint: PosePoint](), timestamp: read.timestamp, aspectRatio: read.aspectRatio)
            for (joint, point) in read.points {
                let y = point.y * scaleY
                pose[joint] = PosePoint(x: point.x * scaleX, y: origin == .bottomLeft ? 1 - y : y, confidence: point.confidence)
            }
            poses.append(pose)
        }
        return (poses, layout)
    }

    /// The value of `key`: the given one, the file's, or both when they agree.
    private static func agreed<Value: Equatable>(_ given: Value?, _ written: Value?, key: String) throws(JSONContentError) -> Value? {
        guard let written else { return given }
        if let given, given != written {
            throw JSONContentError(JSONPath([.key(key)]), .invalid("the file says \(key) is \(written), but \(given) was given"))
        }
        return written
    }

    /// An image side the file states, in pixels.
    private static func pixels(_ fields: JSONObjectReader, _ key: String) throws(JSONContentError) -> Int? {
        guard let pixels = try fields.optionalInt(key) else { return nil }
        guard pixels > 0 else { throw JSONContentError(fields.path(of: key), .invalid("\(key) must be above 0, found \(pixels)")) }
        return pixels
    }

    private static func unsaid(_ what: String, _ choices: [String]) -> JSONContentError {
        JSONContentError(.root, .invalid(
            "the recording does not say its \(what) (\(choices.joined(separator: ", "))): say it in the file or give it when importing"))
    }
}
