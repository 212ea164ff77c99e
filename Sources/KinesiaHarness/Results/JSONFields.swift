import KinesiaMotion
import KinesiaSupport

/// A JSON object being decoded, with its path for errors: `$.fixtures[3].status: expected
/// a string, found a number`.
struct JSONFields {
    let value: JSONValue
    let path: JSONPath

    init(_ value: JSONValue, at path: JSONPath = .root) throws(JSONContentError) {
        guard case .object = value else { throw JSONContentError(path, .wrongType(expected: "an object", found: value.kind)) }
        self.value = value
        self.path = path
    }

    /// The `format` and `version` every Kinesia JSON file starts with: anything else is not a
    /// file this build can read.
    func requireHeader(format: String, version: Int) throws(JSONContentError) {
        _ = try requireHeader(format: format, versions: [version])
    }

    /// The same for a format this build reads in several versions; returns the file's.
    func requireHeader(format: String, versions: [Int]) throws(JSONContentError) -> Int {
        guard try string("format") == format else {
            throw JSONContentError(path.appending(key: "format"), .invalid("not a \(format) file"))
        }
        let version = try int("version")
        guard versions.contains(version) else {
            let readable = versions.map(String.init).joined(separator: " or ")
            throw JSONContentError(path.appending(key: "version"), .invalid("unsupported version \(version) (this build reads version \(readable))"))
        }
        return version
    }

    func optional(_ key: String) -> JSONValue? {
        guard let member = value[key], member != .null else { return nil }
        return member
    }

    func required(_ key: String) throws(JSONContentError) -> JSONValue {
        guard let member = optional(key) else { throw JSONContentError(path, .missingField(key)) }
        return member
    }

    func string(_ key: String) throws(JSONContentError) -> String {
        try Self.string(required(key), at: path.appending(key: key))
    }

    func optionalString(_ key: String) throws(JSONContentError) -> String? {
        guard let member = optional(key) else { return nil }
        return try Self.string(member, at: path.appending(key: key))
    }

    func int(_ key: String) throws(JSONContentError) -> Int {
        let member = try required(key)
        guard let number = member.intValue else {
            throw JSONContentError(path.appending(key: key), .wrongType(expected: "an integer", found: member.kind))
        }
        return number
    }

    func optionalInt(_ key: String) throws(JSONContentError) -> Int? {
        optional(key) == nil ? nil : try int(key)
    }

    func double(_ key: String) throws(JSONContentError) -> Double {
        try Self.double(required(key), at: path.appending(key: key))
    }

    func optionalDouble(_ key: String) throws(JSONContentError) -> Double? {
        guard let member = optional(key) else { return nil }
        return try Self.double(member, at: path.appending(key: key))
    }

    func bool(_ key: String) throws(JSONContentError) -> Bool {
        let member = try required(key)
        guard let flag = member.boolValue else {
            throw JSONContentError(path.appending(key: key), .wrongType(expected: "true or false", found: member.kind))
        }
        return flag
    }

    func object(_ key: String) throws(JSONContentError) -> JSONFields {
        try JSONFields(required(key), at: path.appending(key: key))
    }

    func optionalObject(_ key: String) throws(JSONContentError) -> JSONFields? {
        guard let member = optional(key) else { return nil }
        return try JSONFields(member, at: path.appending(key: key))
    }

    /// Each element of an array member, with its path.
    func array(_ key: String) throws(JSONContentError) -> [(value: JSONValue, path: JSONPath)] {
        let member = try required(key)
        guard let items = member.arrayValue else {
            throw JSONContentError(path.appending(key: key), .wrongType(expected: "an array", found: member.kind))
        }
        return items.enumerated().map { ($1, path.appending(key: key).appending(index: $0)) }
    }

    func objects(_ key: String) throws(JSONContentError) -> [JSONFields] {
        var objects: [JSONFields] = []
        for item in try array(key) { objects.append(try JSONFields(item.value, at: item.path)) }
        return objects
    }

    func strings(_ key: String) throws(JSONContentError) -> [String] {
        var strings: [String] = []
        for item in try array(key) { strings.append(try Self.string(item.value, at: item.path)) }
        return strings
    }

    /// A string member naming a case of `Choice`.
    func choice<Choice: RawRepresentable<String> & CaseIterable>(_ key: String, as type: Choice.Type) throws(JSONContentError) -> Choice {
        let text = try string(key)
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw JSONContentError(path.appending(key: key), .invalid("unknown value \"\(text)\" (expected one of \(names))"))
        }
        return choice
    }

    static func string(_ value: JSONValue, at path: JSONPath) throws(JSONContentError) -> String {
        guard let text = value.stringValue else { throw JSONContentError(path, .wrongType(expected: "a string", found: value.kind)) }
        return text
    }

    static func double(_ value: JSONValue, at path: JSONPath) throws(JSONContentError) -> Double {
        guard let number = value.doubleValue else { throw JSONContentError(path, .wrongType(expected: "a number", found: value.kind)) }
        return number
    }
}

extension JSONValue {
    /// `.null` for nil, so optional fields are written as `null` rather than left out.
    init(_ text: String?) { self = text.map { .string($0) } ?? .null }

    init(_ number: Double?) { self = number.map { .number($0) } ?? .null }

    init(_ number: Int?) { self = number.map { .integer($0) } ?? .null }
}
