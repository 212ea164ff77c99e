/// Where a recording's poses came from: a free-form JSON object, with typed access to the
/// well-known keys. `width` and `height` (pixels of the oriented image) give the poses'
/// aspect ratio.
public struct RecordingSource: Sendable, Hashable {
    public var fields: [String: JSONValue]

    public init(_ fields: [String: JSONValue] = [:]) { self.fields = fields }

    public init(
        kind: String? = nil, path: String? = nil, sha256: String? = nil, width: Int? = nil, height: Int? = nil,
        model: String? = nil, mirrored: Bool? = nil, maxFrameRate: Double? = nil
    ) {
        self.init()
        self.kind = kind
        self.path = path
        self.sha256 = sha256
        self.width = width
        self.height = height
        self.model = model
        self.mirrored = mirrored
        self.maxFrameRate = maxFrameRate
    }

    /// What produced the poses, e.g. `video`, `synthetic`, `camera`.
    public var kind: String? {
        get { fields["kind"]?.stringValue }
        set { fields["kind"] = newValue.map(JSONValue.string) }
    }

    /// The video the poses were estimated from.
    public var path: String? {
        get { fields["path"]?.stringValue }
        set { fields["path"] = newValue.map(JSONValue.string) }
    }

    /// Digest of that video, hex.
    public var sha256: String? {
        get { fields["sha256"]?.stringValue }
        set { fields["sha256"] = newValue.map(JSONValue.string) }
    }

    public var width: Int? {
        get { fields["width"]?.intValue }
        set { fields["width"] = newValue.map(JSONValue.integer) }
    }

    public var height: Int? {
        get { fields["height"]?.intValue }
        set { fields["height"] = newValue.map(JSONValue.integer) }
    }

    /// The pose model that estimated them.
    public var model: String? {
        get { fields["model"]?.stringValue }
        set { fields["model"] = newValue.map(JSONValue.string) }
    }

    public var mirrored: Bool? {
        get { fields["mirrored"]?.boolValue }
        set { fields["mirrored"] = newValue.map(JSONValue.bool) }
    }

    public var maxFrameRate: Double? {
        get { fields["maxFrameRate"]?.doubleValue }
        set { fields["maxFrameRate"] = newValue.map(JSONValue.number) }
    }

    /// Width over height when both are known.
    public var aspectRatio: Double? {
        guard let width, let height else { return nil }
        return Double(width) / Double(height)
    }

    /// Rejects well-known keys holding the wrong kind of value, so the typed accessors
    /// above never silently read nil for a value that is present.
    func validate(at path: JSONPath) throws(JSONContentError) {
        for key in fields.keys.sorted() {
            guard let value = fields[key], let rule = Self.rules[key] else { continue }
            guard rule.accepts(value) else {
                let found = value.doubleValue == nil ? value.kind : (try? JSONWriter().text(for: value)) ?? value.kind
                throw JSONContentError(path.appending(key: key), .wrongType(expected: rule.expected, found: found))
            }
        }
    }

    private struct Rule {
        var expected: String
        var accepts: @Sendable (JSONValue) -> Bool
    }

    private static let rules: [String: Rule] = {
        let text = Rule(expected: "a string") { $0.stringValue != nil }
        let pixels = Rule(expected: "a positive integer") { ($0.intValue ?? 0) > 0 }
        let rate = Rule(expected: "a positive number") { ($0.doubleValue ?? 0) > 0 }
        let flag = Rule(expected: "a boolean") { $0.boolValue != nil }
        return [
            "kind": text, "path": text, "sha256": text, "model": text,
            "width": pixels, "height": pixels, "mirrored": flag, "maxFrameRate": rate,
        ]
    }()
}
