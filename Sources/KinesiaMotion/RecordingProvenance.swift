import KinesiaSupport

/// Where a recording's poses came from (its `source` object in the file): a free-form JSON
/// object, with typed access to the well-known keys (`source[.width]`). `width` and `height`
/// (pixels of the oriented image) give the poses' aspect ratio.
public struct RecordingProvenance: Sendable, Hashable {
    public var fields: [String: JSONValue]

    public init(_ fields: [String: JSONValue] = [:]) { self.fields = fields }

    public init(
        kind: String? = nil, path: String? = nil, sha256: String? = nil, width: Int? = nil, height: Int? = nil,
        model: String? = nil, mirrored: Bool? = nil, maxFrameRate: Double? = nil
    ) {
        self.init()
        self[.kind] = kind
        self[.path] = path
        self[.sha256] = sha256
        self[.width] = width
        self[.height] = height
        self[.model] = model
        self[.mirrored] = mirrored
        self[.maxFrameRate] = maxFrameRate
    }

    /// A well-known key's value; nil when absent (a present value of the wrong kind is
    /// rejected when reading and writing, so nil never hides one).
    public subscript<Value>(key: Key<Value>) -> Value? {
        get { fields[key.name].flatMap(key.read) }
        set { fields[key.name] = newValue.map(key.write) }
    }

    /// Width over height when both are known.
    public var aspectRatio: Double? {
        guard let width = self[.width], let height = self[.height] else { return nil }
        return Double(width) / Double(height)
    }

    /// Rejects well-known keys holding the wrong kind of value.
    func validate(at path: JSONPath) throws(JSONContentError) {
        for key in fields.keys.sorted() {
            guard let value = fields[key], let rule = Self.rules[key], !rule.accepts(value) else { continue }
            let found = value.doubleValue == nil ? value.kind : (try? JSONWriter().text(for: value)) ?? value.kind
            throw JSONContentError(path.appending(key: key), .wrongType(expected: rule.expected, found: found))
        }
    }

    private static let rules: [String: WellKnownRule] = Dictionary(uniqueKeysWithValues: [
        Key.kind.rule, Key.path.rule, Key.sha256.rule, Key.model.rule, Key.width.rule, Key.height.rule,
        Key.mirrored.rule, Key.maxFrameRate.rule,
    ].map { ($0.name, $0) })

    /// A well-known key: its name, the kind of value it holds and how to convert it.
    public struct Key<Value>: Sendable {
        public let name: String
        let expected: String
        let read: @Sendable (JSONValue) -> Value?
        let write: @Sendable (Value) -> JSONValue

        var rule: WellKnownRule {
            let read = self.read
            return WellKnownRule(name: name, expected: expected) { read($0) != nil }
        }
    }
}

/// A well-known key's check, without its value type, so all keys fit in one table.
struct WellKnownRule {
    var name: String
    var expected: String
    var accepts: @Sendable (JSONValue) -> Bool
}

extension RecordingProvenance.Key where Value == String {
    /// What produced the poses, e.g. `video`, `synthetic`, `camera`.
    public static var kind: Self { text("kind") }
    /// The video the poses were estimated from.
    public static var path: Self { text("path") }
    /// Digest of that video, hex.
    public static var sha256: Self { text("sha256") }
    /// The pose model that estimated them.
    public static var model: Self { text("model") }

    static func text(_ name: String) -> Self { Self(name: name, expected: "a string", read: \.stringValue, write: JSONValue.string) }
}

extension RecordingProvenance.Key where Value == Int {
    public static var width: Self { pixels("width") }
    public static var height: Self { pixels("height") }

    static func pixels(_ name: String) -> Self {
        Self(name: name, expected: "a positive integer", read: { $0.intValue.flatMap { $0 > 0 ? $0 : nil } }, write: JSONValue.integer)
    }
}

extension RecordingProvenance.Key where Value == Bool {
    /// Whether the video was mirrored before estimation (front cameras).
    public static var mirrored: Self { Self(name: "mirrored", expected: "a boolean", read: \.boolValue, write: JSONValue.bool) }
}

extension RecordingProvenance.Key where Value == Double {
    /// The cadence poses were sampled at, frames per second.
    public static var maxFrameRate: Self {
        Self(name: "maxFrameRate", expected: "a positive number",
             read: { $0.doubleValue.flatMap { $0 > 0 ? $0 : nil } }, write: JSONValue.number)
    }
}
