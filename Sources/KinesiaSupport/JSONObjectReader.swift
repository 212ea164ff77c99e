/// One JSON object being decoded into a typed value, with its path for errors:
/// `$.fixtures[3].status: expected a string, found a number`. The one way the project reads
/// its JSON formats (results, baselines, recordings, device recordings).
///
/// Every format is read with one strictness (manifests/RESULTS.md, "Reading"): a key given twice
/// is refused at the repeated key, and so is a key the object's format does not define, with
/// the keys it does — a typo is an error, never a value silently missed. Objects whose keys are
/// data (joint names) or free-form on purpose (a recording's `source`) are opened with `open`,
/// which still refuses a repeated key. A null member reads as an absent one.
public struct JSONObjectReader: Sendable {
    public let path: JSONPath
    /// The document's format version, which decides the keys of `object(_:keys:)`; nil outside
    /// a versioned document.
    public let version: Int?
    /// The members in file order, no key twice.
    package let members: [JSONMember]
    /// Nil for an open object.
    private let keys: JSONKeys?

    /// A closed object: any key outside `keys` (as of `version`) is refused.
    public init(_ value: JSONValue, at path: JSONPath = .root, keys: JSONKeys, version: Int? = nil) throws(JSONContentError) {
        try self.init(value, at: path, keys: Optional(keys), version: version)
    }

    /// An open object: any key is accepted, once.
    package static func open(_ value: JSONValue, at path: JSONPath = .root, version: Int? = nil) throws(JSONContentError) -> JSONObjectReader {
        try JSONObjectReader(value, at: path, keys: nil, version: version)
    }

    /// A versioned document's top object. `format` and `version` are checked before the keys, so
    /// another kind of file is refused as such rather than at its first unknown key; `keys` are
    /// those besides the two, as of the file's version.
    package static func document(_ value: JSONValue, format: String, versions: [Int], keys: JSONKeys) throws(JSONContentError) -> JSONObjectReader {
        let header = try open(value)
        let formatValue = try header.required("format")
        guard formatValue.stringValue == format else {
            throw JSONContentError(header.path(of: "format"), .invalid("not a \(format) file (format is \(describe(formatValue)))"))
        }
        let versionValue = try header.required("version")
        guard let version = versionValue.intValue, versions.contains(version) else {
            let readable = versions.map(String.init).joined(separator: " or ")
            throw JSONContentError(
                header.path(of: "version"), .invalid("unsupported version \(describe(versionValue)) (this build reads version \(readable))"))
        }
        return try JSONObjectReader(value, keys: keys.adding(["format", "version"]), version: version)
    }

    private init(_ value: JSONValue, at path: JSONPath, keys: JSONKeys?, version: Int?) throws(JSONContentError) {
        guard case .object(let members) = value else { throw JSONContentError(path, .wrongType(expected: "an object", found: value.kind)) }
        var seen = Set<String>(minimumCapacity: members.count)
        for member in members {
            if let keys, !keys.contains(member.key, inVersion: version) {
                throw JSONContentError(path.appending(key: member.key), .unknownField(expected: keys.names(inVersion: version)))
            }
            guard seen.insert(member.key).inserted else { throw JSONContentError(path.appending(key: member.key), .repeatedField) }
        }
        self.path = path
        self.version = version
        self.members = members
        self.keys = keys
    }

    public func path(of key: String) -> JSONPath { path.appending(key: key) }

    // MARK: Members

    /// A member's value; nil when absent or null.
    public func optional(_ key: String) -> JSONValue? {
        // A key the object does not declare would be refused in every file: a decoder's mistake.
        assert(keys?.contains(key, inVersion: nil) ?? true, "\(path) reads \(key), which its keys do not list")
        guard let value = members.first(where: { $0.key == key })?.value, value != .null else { return nil }
        return value
    }

    package func required(_ key: String) throws(JSONContentError) -> JSONValue {
        guard let value = optional(key) else { throw JSONContentError(path, .missingField(key)) }
        return value
    }

    public func string(_ key: String) throws(JSONContentError) -> String { try required(key).string(at: path(of: key)) }

    package func optionalString(_ key: String) throws(JSONContentError) -> String? { try optional(key)?.string(at: path(of: key)) }

    package func int(_ key: String) throws(JSONContentError) -> Int { try required(key).int(at: path(of: key)) }

    package func optionalInt(_ key: String) throws(JSONContentError) -> Int? { try optional(key)?.int(at: path(of: key)) }

    package func double(_ key: String) throws(JSONContentError) -> Double { try required(key).double(at: path(of: key)) }

    package func optionalDouble(_ key: String) throws(JSONContentError) -> Double? { try optional(key)?.double(at: path(of: key)) }

    public func bool(_ key: String) throws(JSONContentError) -> Bool { try required(key).bool(at: path(of: key)) }

    /// A string member naming a case of `Choice`.
    public func choice<Choice: RawRepresentable<String> & CaseIterable>(_ key: String, as type: Choice.Type) throws(JSONContentError) -> Choice {
        try required(key).choice(type, at: path(of: key))
    }

    package func optionalChoice<Choice: RawRepresentable<String> & CaseIterable>(_ key: String, as type: Choice.Type) throws(JSONContentError) -> Choice? {
        try optional(key)?.choice(type, at: path(of: key))
    }

    // MARK: Nested objects, in this document's version

    public func object(_ key: String, keys: JSONKeys) throws(JSONContentError) -> JSONObjectReader {
        try JSONObjectReader(required(key), at: path(of: key), keys: keys, version: version)
    }

    package func optionalObject(_ key: String, keys: JSONKeys) throws(JSONContentError) -> JSONObjectReader? {
        guard let value = optional(key) else { return nil }
        return try JSONObjectReader(value, at: path(of: key), keys: keys, version: version)
    }

    package func openObject(_ key: String) throws(JSONContentError) -> JSONObjectReader {
        try Self.open(required(key), at: path(of: key), version: version)
    }

    package func optionalOpenObject(_ key: String) throws(JSONContentError) -> JSONObjectReader? {
        guard let value = optional(key) else { return nil }
        return try Self.open(value, at: path(of: key), version: version)
    }

    // MARK: Arrays

    package func elements(_ key: String) throws(JSONContentError) -> [JSONValue] { try required(key).elements(at: path(of: key)) }

    package func objects(_ key: String, keys: JSONKeys) throws(JSONContentError) -> [JSONObjectReader] {
        var objects: [JSONObjectReader] = []
        for (index, element) in try elements(key).enumerated() {
            objects.append(try JSONObjectReader(element, at: path(of: key).appending(index: index), keys: keys, version: version))
        }
        return objects
    }

    public func strings(_ key: String) throws(JSONContentError) -> [String] {
        var strings: [String] = []
        for (index, element) in try elements(key).enumerated() { strings.append(try element.string(at: path(of: key).appending(index: index))) }
        return strings
    }

    package func doubles(_ key: String) throws(JSONContentError) -> [Double] {
        var numbers: [Double] = []
        for (index, element) in try elements(key).enumerated() { numbers.append(try element.double(at: path(of: key).appending(index: index))) }
        return numbers
    }

    /// An array of numbers and nulls.
    package func optionalDoubles(_ key: String) throws(JSONContentError) -> [Double?] {
        var numbers: [Double?] = []
        for (index, element) in try elements(key).enumerated() {
            numbers.append(element == .null ? nil : try element.double(at: path(of: key).appending(index: index)))
        }
        return numbers
    }

    /// A value as a message quotes it: `"kinesia.manifest"`, `3`, or its kind when unprintable.
    private static func describe(_ value: JSONValue) -> String {
        EchoedText.shortened((try? JSONWriter().text(for: value)) ?? value.kind)
    }
}
